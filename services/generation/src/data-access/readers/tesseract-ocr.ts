import { createWorker, type Worker } from 'tesseract.js';
import type { Logger } from '@quizlink/kit-logger';
import { throwIfCancelled } from '../../domain/draft-model.ts';
import type { OcrEngine } from '../../domain/ocr.ts';
import { resolveOcrLanguage, type OcrLanguage } from './ocr-languages.ts';

/** Starts a tesseract.js worker for one language; `onError` hears about errors after the start. */
export type StartOcrWorker = (language: OcrLanguage, onError: (error: unknown) => void) => Promise<Worker>;

/**
 * A worker reading its data from disk: with no `langPath` tesseract.js would download it, and
 * `cacheMethod: 'none'` writes nothing. tesseract.js reports data that fails to load or initialise only
 * to `errorHandler` and never settles the start, so the start fails there instead of blocking every
 * later image (the half-started thread is out of reach).
 */
export const startTesseractWorker: StartOcrWorker = (language, onError) =>
  new Promise<Worker>((resolve, reject) => {
    let started = false;
    const errorHandler = (error: unknown) => {
      if (started) onError(error);
      else reject(new Error(`OCR data "${language.code}" could not be loaded: ${String(error)}`));
    };
    createWorker(language.code, 1, { langPath: language.langPath, gzip: true, cacheMethod: 'none', errorHandler }).then((worker) => {
      started = true;
      resolve(worker);
    }, reject);
  });

export type TesseractOcrOptions = {
  /** TESSERACT_LANG_PATH: a folder whose `<code>.traineddata.gz` files take precedence over the bundled data. */
  langPath?: string;
  idleMs?: number;
  logger: Logger;
  /** How a worker is started (tests wrap the real one to count workers). */
  startWorker?: StartOcrWorker;
};

/**
 * tesseract.js in a worker thread, fully offline, in the language the creator picked (see
 * ocr-languages.ts). At most one worker is alive — each holds 80–100 MB (wasm heap and model) — and
 * images are read one at a time through a queue: an image in another language than the current
 * worker's waits its turn, ends that worker and starts one for its own (~0.1–0.3 s). Languages read
 * with the same data (Russian with English) share a worker. The worker starts on first use and ends
 * after `idleMs` without work, so an idle service holds no OCR memory. Recognition cannot be
 * interrupted mid-image; cancellation is checked before each image.
 */
export function createTesseractOcr(opts: TesseractOcrOptions): OcrEngine {
  const idleMs = opts.idleMs ?? 60_000;
  const startWorker = opts.startWorker ?? startTesseractWorker;
  const onError = (error: unknown) => opts.logger.warn({ err: error }, 'OCR worker error');
  let current: { key: string; worker: Promise<Worker> } | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | null = null;
  let uses = 0;
  let closed = false;

  /** Recognitions, worker switches and idle stops run one after another, never overlapping. */
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const job = queue.then(task);
    queue = job.catch(() => undefined);
    return job;
  };

  const stopWorker = async (): Promise<void> => {
    const previous = current;
    current = null;
    const worker = await previous?.worker.catch(() => null);
    await worker?.terminate().catch(() => undefined);
  };

  const workerFor = async (language: OcrLanguage): Promise<Worker> => {
    const key = `${language.langPath}|${language.code}`;
    if (current?.key !== key) {
      await stopWorker();
      opts.logger.debug({ language: language.code }, 'starting OCR worker');
      current = { key, worker: startWorker(language, onError) };
    }
    const starting = current;
    try {
      return await starting.worker;
    } catch (error) {
      if (current === starting) current = null;
      throw error;
    }
  };

  const armIdleTimer = () => {
    if (idleTimer) clearTimeout(idleTimer);
    const at = uses;
    // Stops the worker only if no image came since: one that did re-armed the timer.
    idleTimer = setTimeout(() => void enqueue(async () => (uses === at ? stopWorker() : undefined)), idleMs);
    idleTimer.unref();
  };

  return {
    recognize(image, { language = 'en', signal } = {}) {
      return enqueue(async () => {
        if (closed) throw new Error('OCR engine closed');
        throwIfCancelled(signal);
        uses += 1;
        try {
          const worker = await workerFor(resolveOcrLanguage(language, opts.langPath));
          return (await worker.recognize(image)).data.text;
        } finally {
          if (!closed) armIdleTimer();
        }
      });
    },
    hasLanguage: (language) => !resolveOcrLanguage(language, opts.langPath).substitute,
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      await enqueue(stopWorker);
    },
  };
}
