import pLimit from 'p-limit';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { AppError } from '@quizlink/kit-errors';

/** How long a client refused by a full queue should wait before trying again. */
export const IMAGE_QUEUE_RETRY_AFTER_SECONDS = 2;

/** Refused because the queue is full: 503, the route sets Retry-After from `retryAfterSeconds`. */
export class ImageQueueFullError extends AppError {
  readonly retryAfterSeconds = IMAGE_QUEUE_RETRY_AFTER_SECONDS;
  constructor() {
    super(CONTENT_ERRORS.uploadBusy, { details: { retryAfterSeconds: IMAGE_QUEUE_RETRY_AFTER_SECONDS } });
  }
}

export type ImageQueue = {
  /** Runs the task when a slot is free; throws ImageQueueFullError at once when `maxWaiting` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting for a slot. */
  readonly load: { running: number; waiting: number };
};

/**
 * Decoding and re-encoding an image takes a libuv thread and a core for a few hundred milliseconds.
 * Run freely, a handful of uploads take every libuv thread (which SQLite and the file system also
 * need) and both cores, and answering a quiz waits behind them. So at most `concurrency` run at a
 * time, at most `maxWaiting` wait (each holds its upload, up to 5 MB, in memory), and the rest are
 * told to come back (503 + Retry-After) instead of piling up.
 */
export function createImageQueue(opts: { concurrency: number; maxWaiting: number }): ImageQueue {
  const limit = pLimit(opts.concurrency);
  return {
    run(task) {
      if (limit.pendingCount >= opts.maxWaiting) return Promise.reject(new ImageQueueFullError());
      return limit(task);
    },
    get load() {
      return { running: limit.activeCount, waiting: limit.pendingCount };
    },
  };
}
