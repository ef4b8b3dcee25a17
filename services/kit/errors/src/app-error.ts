import type { CatalogueError } from '@quizlink/contracts/errors';

/** What one throw adds to its catalogue entry; the status and the code always come from the entry. */
export type AppErrorExtras = {
  /** The entry's message with its parameter filled in (a file name), or a validation issue's message. */
  message?: string;
  details?: unknown;
  cause?: unknown;
  /** Response headers that belong to this answer (`Allow` on a 405, `Retry-After` on a 503). */
  headers?: Record<string, string>;
};

/**
 * An expected failure with an HTTP status and a stable code, built from its catalogue entry:
 * `throw new AppError(QUIZ_ERRORS.quizNotFound)`, `new AppError(HTTP_ERRORS.requestInvalid, { message, details })`.
 * The message and details go to the client as they are, so they must be safe to show; anything else
 * thrown becomes a 500 without details.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(error: CatalogueError, extras: AppErrorExtras = {}) {
    super(extras.message ?? error.message, extras.cause === undefined ? undefined : { cause: extras.cause });
    this.name = 'AppError';
    this.status = error.status;
    this.code = error.code;
    if (extras.details !== undefined) this.details = extras.details;
    if (extras.headers !== undefined) this.headers = extras.headers;
  }
}
