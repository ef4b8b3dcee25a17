import { chunkSegments, countModelTokens } from './llm-chunks.ts';
import { prepareTestEnvironment } from '../../test/setup/test-environment.ts';

prepareTestEnvironment();

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('request-sized chunks (LangChain text splitter, js-tiktoken counts)', () => {
  it('When pages are chunked, then each chunk stays under the budget, pages keep their order and source, and none is lost', async () => {
    const segments = Array.from({ length: 30 }, (_, i) => ({ file: 'a.pdf', location: `page ${i + 1}`, text: `Page ${i + 1} says that rivers carry water. `.repeat(5 + i) }));
    const chunks = await chunkSegments(segments, 400);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.tokens).toBeLessThanOrEqual(400);
    expect(chunks.flatMap((c) => c.segments).map((s) => s.location)).toEqual(segments.map((s) => s.location));
  });

  it('When one segment is longer than a chunk, then it is cut at sentence ends, every piece keeps its source, and the words survive in order', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} talks about something.`).join(' ');
    const chunks = await chunkSegments([{ file: 'b.docx', location: 'paragraph 7', text }], 50);
    expect(chunks.length).toBeGreaterThan(3);
    const pieces = chunks.flatMap((c) => c.segments);
    expect(pieces.every((s) => s.file === 'b.docx' && s.location === 'paragraph 7')).toBe(true);
    // Pieces end where a sentence ends (the splitter drops the ". " it cut at, never a word).
    expect(pieces.slice(0, -1).every((s) => /something\.?$/.test(s.text))).toBe(true);
    expect(squash(pieces.map((s) => s.text).join(' ')).replace(/something(?!\.)/g, 'something.')).toBe(text);
  });

  it('When a text has no spaces (Chinese), then it is still cut within the budget at its sentence ends', async () => {
    const text = '光合作用是植物利用光能的过程。'.repeat(200);
    const chunks = await chunkSegments([{ file: 'zh.txt', location: 'paragraph 1', text }], 300);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.tokens).toBeLessThanOrEqual(300);
  });

  it('When tokens are counted for the model, then the bundled o200k ranks are used (no download)', () => {
    expect(countModelTokens('Hello world, this is a token test')).toBe(8);
  });
});
