import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '@quizlink/kit-logger';
import { fixture } from '../../../test/fixtures/fixture-files.ts';
import { ARABIC_IMAGE_LINES, IMAGE_LINES, SPANISH_IMAGE_LINES } from '../../../test/fixtures/fixture-texts.ts';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';
import type { OcrEngine } from '../../domain/ocr.ts';
import { createTesseractOcr, startTesseractWorker, type StartOcrWorker, type TesseractOcrOptions } from './tesseract-ocr.ts';

prepareTestEnvironment();

const logger = createLogger({ service: 'ocr-test', level: 'silent' });
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const spanish = fixture('pngSpanish').buffer;
const arabic = fixture('pngArabic').buffer;
const english = fixture('png').buffer;
const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** The real tesseract.js start, counting the workers alive (from the moment one starts) and the data each loaded. */
function countingWorkers() {
  const stats = { alive: 0, mostAlive: 0, started: [] as string[] };
  const start: StartOcrWorker = async (language, onError) => {
    stats.alive += 1;
    stats.mostAlive = Math.max(stats.mostAlive, stats.alive);
    stats.started.push(language.code);
    const worker = await startTesseractWorker(language, onError).catch((error: unknown) => {
      stats.alive -= 1;
      throw error;
    });
    const terminate = worker.terminate.bind(worker);
    worker.terminate = async (jobId?: string) => {
      stats.alive -= 1;
      return terminate(jobId);
    };
    return worker;
  };
  return { stats, start };
}

const engines: OcrEngine[] = [];
function engine(opts: Partial<TesseractOcrOptions> = {}) {
  const { stats, start } = countingWorkers();
  const ocr = createTesseractOcr({ logger, startWorker: start, ...opts });
  engines.push(ocr);
  return { ocr, stats };
}
afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.close()));
});

describe('OCR in the language the creator picked (real tesseract.js, bundled data)', () => {
  it('When a Spanish photo is read in Spanish, then every accent and ñ comes back, where English data loses them', async () => {
    const { ocr } = engine();
    expect(squash(await ocr.recognize(spanish, { language: 'es' }))).toBe(SPANISH_IMAGE_LINES.join(' '));
    const withEnglish = squash(await ocr.recognize(spanish));
    expect(withEnglish).not.toContain('Muñoz');
    expect(withEnglish).not.toContain('canción');
  });

  it('When an Arabic photo is read in Arabic, then its words come back, where English data reads no Arabic letter', async () => {
    const { ocr } = engine();
    expect(squash(await ocr.recognize(arabic, { language: 'ar' }))).toBe(ARABIC_IMAGE_LINES.join(' '));
    expect(await ocr.recognize(arabic, { language: 'en' })).not.toMatch(ARABIC_LETTER);
  });

  it('When images in different languages wait in the queue together, then one worker at a time reads each in its own language', async () => {
    const { ocr, stats } = engine();
    const [first, second, third] = await Promise.all([
      ocr.recognize(spanish, { language: 'es' }),
      ocr.recognize(arabic, { language: 'ar' }),
      ocr.recognize(spanish, { language: 'es' }),
    ]);
    expect(squash(first)).toBe(SPANISH_IMAGE_LINES.join(' '));
    expect(squash(second)).toBe(ARABIC_IMAGE_LINES.join(' '));
    expect(squash(third)).toBe(SPANISH_IMAGE_LINES.join(' '));
    expect(stats.started).toEqual(['spa', 'ara', 'spa']);
    expect(stats.mostAlive).toBe(1);
  });

  it('When Russian follows English, then both are read by the one English worker and Russian is reported as missing', async () => {
    const { ocr, stats } = engine();
    await ocr.recognize(english, { language: 'en' });
    expect(squash(await ocr.recognize(english, { language: 'ru' }))).toContain(IMAGE_LINES[0]);
    expect(stats.started).toEqual(['eng']);
    expect(ocr.hasLanguage('ru')).toBe(false);
    expect(ocr.hasLanguage('ja')).toBe(true);
  });

  it('When the engine stays idle, then its worker ends, and the next image starts a fresh one; close() ends it too', async () => {
    const { ocr, stats } = engine({ idleMs: 100 });
    await ocr.recognize(spanish, { language: 'es' });
    await sleep(400);
    expect(stats.alive).toBe(0);
    expect(squash(await ocr.recognize(spanish, { language: 'es' }))).toBe(SPANISH_IMAGE_LINES.join(' '));
    expect(stats.started).toEqual(['spa', 'spa']);
    await ocr.close();
    expect(stats.alive).toBe(0);
    await expect(ocr.recognize(spanish, { language: 'es' })).rejects.toThrow('OCR engine closed');
  });
});
