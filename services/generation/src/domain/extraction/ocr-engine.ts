import path from 'node:path';
import engData from '@tesseract.js-data/eng';
import { createWorker, type Worker } from 'tesseract.js';
import type { Logger } from '@quizlink/kit-logger';
import { throwIfCancelled } from '../draft-model.ts';

/** Reads the text in an image. One engine per service instance; close() frees its worker thread. */
export interface OcrEngine {
  recognize(image: Buffer, signal?: AbortSignal): Promise<string>;
  close(): Promise<void>;
}

/**
 * The bundled English data (`@tesseract.js-data/eng`, "best_int" models). It is the only language
 * installed: other languages' packages exist in the registry and would be added the same way.
 */
export const defaultTesseractLangPath = (): string => path.join(path.dirname(engData.langPath), '4.0.0_best_int');

/**
 * tesseract.js in a worker thread, fully offline: the language data is read from `langPath` (with no
 * langPath it would download it), nothing is cached on disk (`cacheMethod: 'none'`). The worker starts
 * on first use (~0.3 s), runs one image at a time, and ends after `idleMs` without work so an idle
 * service holds no OCR memory. Recognition cannot be interrupted mid-image; cancellation is checked
 * before each image.
 */
export function createTesseractOcr(opts: { langPath?: string; idleMs?: number; logger: Logger }): OcrEngine {
  const langPath = opts.langPath ?? defaultTesseractLangPath();
  const idleMs = opts.idleMs ?? 60_000;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const terminate = async (): Promise<void> => {
    const current = worker;
    worker = null;
    if (current) await (await current).terminate().catch(() => undefined);
  };

  const getWorker = (): Promise<Worker> => {
    worker ??= createWorker('eng', 1, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      errorHandler: (error: unknown) => opts.logger.warn({ err: error }, 'OCR worker error'),
    }).catch((error: unknown) => {
      worker = null;
      throw error;
    });
    return worker;
  };

  const armIdleTimer = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void terminate(), idleMs);
    idleTimer.unref();
  };

  return {
    recognize(image, signal) {
      const job = queue.then(async () => {
        if (closed) throw new Error('OCR engine closed');
        throwIfCancelled(signal);
        const result = await (await getWorker()).recognize(image);
        armIdleTimer();
        return result.data.text;
      });
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      await queue;
      await terminate();
    },
  };
}
