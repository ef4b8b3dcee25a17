import { AUTO_DRAFT_MESSAGES, type DraftProgress, type LanguageCode, ocrLanguageMissingWarning } from '@quizlink/contracts/draft';
import { createLogger } from '@quizlink/kit-logger';
import { fixture } from './fixtures/fixture-files.ts';
import { FRENCH_NOTES, GERMAN_NOTES, LESSON_PAGES, SPANISH_IMAGE_LINES, SPANISH_NOTES } from './fixtures/fixture-texts.ts';import { readDocument } from '../src/data-access/readers/document-readers.ts';
import { createTesseractOcr } from '../src/data-access/readers/tesseract-ocr.ts';
import { CancelledError, type UploadedFile } from '../src/domain/draft-model.ts';
import { detectFileKinds } from '../src/domain/file-kind.ts';
import { capSegments, extractContent, type ExtractDeps } from '../src/domain/read-content.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

const ocr = createTesseractOcr({ logger: createLogger({ service: 'ocr-test', level: 'silent' }) });
afterAll(() => ocr.close());

const deps = (overrides: Partial<ExtractDeps> = {}): ExtractDeps => ({ readDocument, ocr, maxOcrPages: 5, maxTextChars: 100_000, imagesToModel: false, ...overrides });

async function extract(files: UploadedFile[], opts: { topicPrompt?: string; language?: LanguageCode; deps?: Partial<ExtractDeps>; signal?: AbortSignal } = {}) {
  const updates: Array<Partial<DraftProgress>> = [];
  const result = await extractContent(
    { files, kinds: await detectFileKinds(files), topicPrompt: opts.topicPrompt ?? '', language: opts.language ?? 'en' },
    deps(opts.deps),
    { progress: (u) => updates.push(u), signal: opts.signal },
  );
  return { result, updates };
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('reading the content of a draft', () => {
  it('When a PDF is read, then each page becomes a segment located by its page number', async () => {
    const { result, updates } = await extract([fixture('pdf')]);
    expect(result.segments.map((s) => [s.file, s.location])).toEqual([['lesson.pdf', 'page 1'], ['lesson.pdf', 'page 2']]);
    expect(squash(result.segments[0]!.text)).toBe(LESSON_PAGES[0]);
    expect(result.sources[0]).toMatchObject({ kind: 'pdf', pages: 2, usedOcr: false });
    expect(updates).toContainEqual(expect.objectContaining({ currentFile: 'lesson.pdf', filesDone: 0 }));
    expect(updates).toContainEqual({ pagesDone: 2, pagesTotal: 2 });
  });

  it('When a DOCX and a DOC are read, then their paragraphs come back with their text', async () => {
    const { result } = await extract([fixture('docx'), fixture('doc')]);
    const byFile = (file: string) => result.segments.filter((s) => s.file === file).map((s) => s.text);
    expect(byFile('lesson.docx')).toEqual(LESSON_PAGES);
    expect(byFile('lesson.doc')).toEqual(LESSON_PAGES);
    expect(result.segments[1]!.location).toBe('paragraph 2');
  });

  it('When text files come in UTF-8, windows-1252 and UTF-16, then every accent survives', async () => {
    const { result } = await extract([fixture('txtUtf8'), fixture('txtWindows1252'), fixture('txtUtf16')]);
    expect(result.segments.map((s) => s.text)).toEqual([SPANISH_NOTES, FRENCH_NOTES, GERMAN_NOTES]);
  });

  it('When a scanned PDF and photos are read, then OCR finds their text offline', async () => {
    const { result } = await extract([fixture('scannedPdf'), fixture('png'), fixture('jpg')]);
    for (const file of ['scanned.pdf', 'river.png', 'river.jpg']) {
      const text = result.segments.filter((s) => s.file === file).map((s) => s.text).join(' ');
      expect(text).toContain('longest river in Africa');
      expect(text).toContain('capital city of Egypt');
    }
    expect(result.sources.find((s) => s.name === 'scanned.pdf')).toMatchObject({ usedOcr: true, pages: 1 });
    expect(result.warnings).toEqual([]);
  });

  it('When the creator picked Spanish, then a Spanish photo and scan are read with Spanish data, accents included', async () => {
    const { result } = await extract([fixture('pngSpanish'), fixture('scannedPdfSpanish')], { language: 'es' });
    for (const file of ['notas.png', 'escaneado.pdf']) {
      expect(squash(result.segments.filter((s) => s.file === file).map((s) => s.text).join(' '))).toBe(SPANISH_IMAGE_LINES.join(' '));
    }
    expect(result.warnings).toEqual([]);
  });

  it('When the creator picked Russian, then English data reads the photo and a warning says so', async () => {
    const { result } = await extract([fixture('png')], { language: 'ru' });
    expect(result.segments.map((s) => s.text).join(' ')).toContain('longest river in Africa');
    expect(result.warnings).toEqual([ocrLanguageMissingWarning('Russian')]);
  });

  it('When a vision model is configured, then images are handed over as they are, without OCR', async () => {
    const { result } = await extract([fixture('png')], { deps: { imagesToModel: true, ocr: null } });
    expect(result.images).toEqual([expect.objectContaining({ name: 'river.png', mime: 'image/png' })]);
    expect(result.segments).toEqual([]);
  });

  it('When a zip bomb is dressed as a DOCX, then it is refused without being inflated', async () => {
    await expect(extract([fixture('zipBomb')])).rejects.toThrow(`"bomb.docx": ${AUTO_DRAFT_MESSAGES.zipBomb}`);
  });

  it('When the content is longer than the cap, then it is cut and a warning says how much was kept', async () => {
    const { result } = await extract([fixture('docx')], { deps: { maxTextChars: 300 } });
    expect(result.segments.reduce((n, s) => n + s.text.length, 0)).toBe(300);
    expect(result.warnings).toContain('Your content was long, so only its first 300 characters were used.');
  });

  it('When long pasted text comes with a file, then it is read as text; a short prompt stays a topic', async () => {
    const pasted = `${LESSON_PAGES[0]}\n\n${LESSON_PAGES[1]}`;
    const withText = await extract([], { topicPrompt: pasted });
    expect(withText.result.segments.map((s) => [s.file, s.location])).toEqual([['Pasted text', 'paragraph 1'], ['Pasted text', 'paragraph 2']]);
    expect(withText.result.topic).toBeNull();
    const withTopic = await extract([], { topicPrompt: 'The French Revolution' });
    expect(withTopic.result.topic).toBe('The French Revolution');
    expect(withTopic.result.segments).toEqual([]);
  });

  it('When the work is cancelled, then reading stops with the cancellation', async () => {
    const controller = new AbortController();
    controller.abort(new CancelledError());
    await expect(extract([fixture('png')], { signal: controller.signal })).rejects.toBeInstanceOf(CancelledError);
  });

  it('When segments are capped, then whole segments are kept first and the last one is cut', () => {
    const segments = [{ file: 'a', location: 'p1', text: 'x'.repeat(5) }, { file: 'a', location: 'p2', text: 'y'.repeat(5) }];
    expect(capSegments(segments, 7)).toEqual({ kept: [segments[0], { file: 'a', location: 'p2', text: 'yy' }], cut: true });
    expect(capSegments(segments, 10)).toEqual({ kept: segments, cut: false });
  });
});
