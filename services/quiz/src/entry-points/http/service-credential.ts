import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { SERVICE_CREDENTIAL_HEADER } from '@quizlink/contracts/http';
import { AppError } from '@quizlink/kit-errors';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Lets a request through only when it carries the service credential (INTERNAL_SERVICE_TOKEN) in the
 * `x-internal-service-token` header; otherwise 401 `service.unauthorized`. "Internal" ports are
 * reachable in many deployments, so the answer keys and user ids behind them need more than the
 * network's word. Both sides are hashed first, so the comparison takes the same time whatever the
 * length or the content of what was sent.
 */
export function requireServiceCredential(secret: string): RequestHandler {
  const expected = digest(secret);
  return (req, _res, next) => {
    const sent = req.get(SERVICE_CREDENTIAL_HEADER);
    if (sent !== undefined && timingSafeEqual(digest(sent), expected)) return next();
    next(new AppError(HTTP_ERRORS.serviceUnauthorized));
  };
}
