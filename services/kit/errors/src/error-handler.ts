import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { HTTP_ERRORS, type ErrorResponse } from '@quizlink/contracts/errors';
import type { Logger } from '@quizlink/kit-logger';
import { AppError } from './app-error.ts';
import { invalidRequestError } from './validate.ts';
import { requestErrorOf } from './body-errors.ts';
import { ensureRequestId } from './request-id.ts';

/**
 * Recognises errors of a kind only the caller knows (a database pool that is out of connections) and
 * says what they answer; undefined for anything else. kit-http passes kit-db's.
 */
export type ErrorClassifier = (error: unknown) => AppError | undefined;

function toAppError(error: unknown, classify?: ErrorClassifier): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return invalidRequestError(error);
  const classified = classify?.(error);
  if (classified) return classified;
  if (!(error instanceof Error)) return undefined;
  return requestErrorOf(error);
}

/** Writes the one error shape on the wire: `{ error: { code, message, details?, requestId } }`. */
export function sendError(res: Response, requestId: string, error: AppError): void {
  const body: ErrorResponse = { error: { code: error.code, message: error.message, requestId } };
  if (error.details !== undefined) body.error.details = error.details;
  if (error.headers) res.set(error.headers);
  res.status(error.status).json(body);
}

/**
 * The central error handler; mount it last. Expected errors (AppError, ZodError, bad paths and bodies,
 * what `classify` recognises) answer with their status and headers; 4xx are logged at debug only, 5xx
 * (a busy database: 503) at warn. Anything else answers 500 `internal_error` with a generic message
 * (never a stack trace) and is logged at error with the request id.
 */
export function errorHandler(logger: Logger, opts: { classify?: ErrorClassifier } = {}): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const requestId = ensureRequestId(req, res);
    const log = (req as { log?: Logger }).log ?? logger.child({ requestId });
    if (res.headersSent) {
      log.error({ err: error, requestId }, 'error after the response started');
      next(error);
      return;
    }
    const expected = toAppError(error, opts.classify);
    if (expected && expected.status < 500) {
      log.debug({ code: expected.code, status: expected.status, requestId }, expected.message);
      sendError(res, requestId, expected);
      return;
    }
    if (expected) {
      // A known server-side condition (the database is out of connections): its own status and
      // headers (Retry-After), no details; worth a warning, not an alarm.
      log.warn({ err: error, requestId, method: req.method, url: req.originalUrl, status: expected.status }, expected.message);
      sendError(res, requestId, new AppError({ status: expected.status, code: expected.code, message: expected.message }, { headers: expected.headers }));
      return;
    }
    log.error({ err: error, requestId, method: req.method, url: req.originalUrl }, 'request failed');
    sendError(res, requestId, new AppError(HTTP_ERRORS.internalError));
  };
}

/** Answers any request no route took with 404 `route.not_found` in the common shape. */
export function notFoundHandler(): RequestHandler {
  return (req, res) => {
    sendError(res, ensureRequestId(req, res), new AppError(HTTP_ERRORS.routeNotFound));
  };
}
