import { ERROR_CODES } from '@quizlink/contracts';

export type AppErrorOptions = {
  status: number;
  code: string;
  message: string;
  details?: unknown;
  cause?: unknown;
  /** Response headers that belong to this answer (`Allow` on a 405, `Retry-After` on a 503). */
  headers?: Record<string, string>;
};

/**
 * An expected failure with an HTTP status and a stable code. The message and details go to the client
 * as they are, so they must be safe to show; anything else thrown becomes a 500 without details.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(opts: AppErrorOptions) {
    super(opts.message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AppError';
    this.status = opts.status;
    this.code = opts.code;
    if (opts.details !== undefined) this.details = opts.details;
    if (opts.headers !== undefined) this.headers = opts.headers;
  }
}

/** Factories for the common cases, so call sites read as intent: `throw errors.notFound(...)`. */
export const errors = {
  badRequest: (message: string, details?: unknown, code: string = ERROR_CODES.invalidRequest): AppError =>
    new AppError({ status: 400, code, message, details }),
  unauthorized: (code: string, message: string): AppError => new AppError({ status: 401, code, message }),
  notFound: (code: string, message: string): AppError => new AppError({ status: 404, code, message }),
  conflict: (code: string, message: string): AppError => new AppError({ status: 409, code, message }),
  gone: (code: string, message: string): AppError => new AppError({ status: 410, code, message }),
  tooLarge: (message: string): AppError => new AppError({ status: 413, code: ERROR_CODES.payloadTooLarge, message }),
};
