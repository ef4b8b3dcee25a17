import type { RequestHandler } from 'express';
import { ATTEMPT_MESSAGES } from '@quizlink/contracts/attempt';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { TooManyRequestsError, type LimiterFactory } from '@quizlink/kit-login-guard';

export type StartLimiter = ReturnType<LimiterFactory['create']>;

/** A refused `consume()` resolves nothing and rejects with the limiter's verdict (time until the next point). */
const isRefusal = (rejection: unknown): rejection is { msBeforeNext: number } =>
  typeof rejection === 'object' && rejection !== null && typeof (rejection as { msBeforeNext?: unknown }).msBeforeNext === 'number' && !(rejection instanceof Error);

/**
 * Starts are budgeted per client address (req.ip: the gateway's hop is trusted, see kit-http), so
 * nobody mints starts — and timed quizzes' questions — in bulk. An empty budget is a 429 with
 * Retry-After (retryAfterHeader, mounted in service.ts).
 */
export function startRateLimit(limiter: StartLimiter): RequestHandler {
  return async (req, _res, next) => {
    try {
      await limiter.consume(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    } catch (rejection) {
      if (!isRefusal(rejection)) throw rejection;
      throw new TooManyRequestsError(HTTP_ERRORS.requestRateLimited, { message: ATTEMPT_MESSAGES.startRateLimited, retryAfterMs: rejection.msBeforeNext });
    }
    next();
  };
}
