import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES, type ErrorResponse } from '@quizlink/contracts';
import type { Logger } from '@quizlink/kit-logger';
import { AppError } from './app-error.ts';
import { invalidRequestError } from './validate.ts';
import { ensureRequestId } from './request-id.ts';

/** Errors raised by express.json() (body-parser) carry a `type` and an http-errors `status`. */
type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return invalidRequestError(error);
  if (!(error instanceof Error)) return undefined;
  const { type, status, expose } = error as BodyParserError;
  if (type === 'entity.parse.failed') {
    return new AppError({ status: 400, code: ERROR_CODES.malformedJson, message: MESSAGES.malformedJson, cause: error });
  }
  if (type === 'entity.too.large') {
    return new AppError({ status: 413, code: ERROR_CODES.payloadTooLarge, message: MESSAGES.payloadTooLarge, cause: error });
  }
  // Other body-parser rejections (unsupported charset, aborted upload…) are the client's doing and safe to describe.
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError({ status, code: ERROR_CODES.invalidRequest, message: error.message, cause: error });
  }
  return undefined;
}

/** Writes the one error shape on the wire: `{ error: { code, message, details?, requestId } }`. */
export function sendError(res: Response, requestId: string, error: AppError): void {
  const body: ErrorResponse = { error: { code: error.code, message: error.message, requestId } };
  if (error.details !== undefined) body.error.details = error.details;
  res.status(error.status).json(body);
}

/**
 * The central error handler; mount it last. Expected errors (AppError, ZodError, bad bodies) answer
 * with their status and are logged at debug only; anything else answers 500 `internal_error` with a
 * generic message (never a stack trace) and is logged at error with the request id.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const requestId = ensureRequestId(req, res);
    const log = (req as { log?: Logger }).log ?? logger.child({ requestId });
    if (res.headersSent) {
      log.error({ err: error, requestId }, 'error after the response started');
      next(error);
      return;
    }
    const expected = toAppError(error);
    if (expected && expected.status < 500) {
      log.debug({ code: expected.code, status: expected.status, requestId }, expected.message);
      sendError(res, requestId, expected);
      return;
    }
    log.error({ err: error, requestId, method: req.method, url: req.originalUrl }, 'request failed');
    const internal = expected ?? new AppError({ status: 500, code: ERROR_CODES.internal, message: MESSAGES.internalError });
    sendError(res, requestId, new AppError({ status: internal.status, code: internal.code, message: internal.message }));
  };
}

/** Answers any request no route took with 404 `route.not_found` in the common shape. */
export function notFoundHandler(): RequestHandler {
  return (req, res) => {
    sendError(res, ensureRequestId(req, res), new AppError({ status: 404, code: ERROR_CODES.routeNotFound, message: MESSAGES.routeNotFound }));
  };
}
