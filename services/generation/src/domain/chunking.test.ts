import * as fc from 'fast-check';
import { chunkSegments, countModelTokens, estimateTokens, spreadCount } from './chunking.ts';
import { prepareTestEnvironment } from '../../test/setup/test-environment.ts';

prepareTestEnvironment();

describe('chunks and the spreading of counts', () => {
  it('When any count is spread over any weights, then the parts add up and follow the weights within one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }), (total, weights) => {
        const parts = spreadCount(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = weights.reduce((a, b) => a + b, 0);
        // With no weight at all the count is spread evenly.
        const ideal = (i: number) => (sum > 0 ? (total * weights[i]!) / sum : total / weights.length);
        parts.forEach((p, i) => expect(Math.abs(p - ideal(i))).toBeLessThan(1));
      }),
    );
  });

  it('When segments are chunked, then each chunk stays under the budget and keeps every segment’s source', () => {
    const segments = Array.from({ length: 30 }, (_, i) => ({ file: 'a.pdf', location: `page ${i + 1}`, text: 'word '.repeat(50 + i * 10) }));
    const chunks = chunkSegments(segments, 400, estimateTokens);
    expect(chunks.flatMap((c) => c.segments).map((s) => s.location)).toEqual(expect.arrayContaining(segments.map((s) => s.location)));
    for (const chunk of chunks) expect(chunk.tokens).toBeLessThanOrEqual(400);
  });

  it('When one segment is longer than a chunk, then it is cut at sentence ends with its source kept', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} talks about something.`).join(' ');
    const chunks = chunkSegments([{ file: 'b.docx', location: 'paragraph 7', text }], 50, estimateTokens);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((c) => c.segments.every((s) => s.location === 'paragraph 7'))).toBe(true);
    expect(chunks.map((c) => c.segments.map((s) => s.text).join(' ')).join(' ').replace(/\s+/g, ' ')).toBe(text);
  });

  it('When tokens are counted for the model, then the bundled o200k ranks are used (no download)', () => {
    expect(countModelTokens('Hello world, this is a token test')).toBe(8);
  });
});
