import type { ErrorRequestHandler } from 'express';
import { TooManyRequestsError } from './too-many-requests.ts';

/** Error hook, mounted before the central handler: a 429 tells the client when to come back. */
export function retryAfterHeader(): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (error instanceof TooManyRequestsError && !res.headersSent) res.set('Retry-After', String(error.retryAfterSeconds));
    next(error);
  };
}
