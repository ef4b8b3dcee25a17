import { AppError } from '@quizlink/kit-errors';

/**
 * A 429 that knows when to come back: `retryAfterHeader()` copies `retryAfterSeconds` into the
 * Retry-After header before the central handler writes the common error shape.
 */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(opts: { code: string; message: string; retryAfterMs: number }) {
    const retryAfterSeconds = Math.max(1, Math.ceil(opts.retryAfterMs / 1000));
    super({ status: 429, code: opts.code, message: opts.message, details: { retryAfterSeconds } });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
