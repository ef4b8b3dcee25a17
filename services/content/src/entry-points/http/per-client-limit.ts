import type { Request, RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { CONTACT_MESSAGES } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { TooManyRequestsError } from '@quizlink/kit-login-guard';
import { clientOf } from './client-address.ts';

/** Spends one point of the caller's budget; an empty budget throws 429 (with Retry-After). */
export async function spendClientBudget(limiter: RateLimiterAbstract, req: Request): Promise<void> {
  try {
    await limiter.consume(clientOf(req));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new TooManyRequestsError(HTTP_ERRORS.requestRateLimited, { message: CONTACT_MESSAGES.tooManyRequests, retryAfterMs: rejection.msBeforeNext });
    }
    throw rejection;
  }
}

/** spendClientBudget as a middleware, before a route does any work. */
export function perClientLimit(limiter: RateLimiterAbstract): RequestHandler {
  return async (req, _res, next) => {
    await spendClientBudget(limiter, req);
    next();
  };
}
