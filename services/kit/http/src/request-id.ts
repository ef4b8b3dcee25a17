import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { HEADERS } from '@quizlink/contracts/http';
import { ensureRequestId, REQUEST_ID_PATTERN } from '@quizlink/kit-errors';

/**
 * Gives every request an id before anything else runs: a valid incoming `x-request-id` (the gateway's)
 * is kept so one id follows a request across services; otherwise a random UUID. The id is echoed in
 * the response header, which is where requestIdOf and the error handler read it back.
 */
export function requestIdMiddleware(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers[HEADERS.requestId];
    const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    res.setHeader(HEADERS.requestId, id);
    req.id = id;
    next();
  };
}

/** The request's id (the same one logged on every line and returned in errors). */
export function requestIdOf(req: Request): string {
  if (req.res) return ensureRequestId(req, req.res);
  return typeof req.id === 'string' ? req.id : String(req.id ?? '');
}
