import { AppError, type CatalogueError } from '@quizlink/kit-errors';

/**
 * A 429 that knows when to come back: `retryAfterHeader()` copies `retryAfterSeconds` into the
 * Retry-After header before the central handler writes the common error shape. Built from a 429 of
 * the catalogue: `new TooManyRequestsError(HTTP_ERRORS.requestRateLimited, { retryAfterMs })`.
 */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(error: CatalogueError, opts: { retryAfterMs: number; message?: string }) {
    const retryAfterSeconds = Math.max(1, Math.ceil(opts.retryAfterMs / 1000));
    super(error, { message: opts.message, details: { retryAfterSeconds } });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
