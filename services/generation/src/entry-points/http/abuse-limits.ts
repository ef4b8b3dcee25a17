import { createHash } from 'node:crypto';
import type { RequestHandler, Request } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DRAFT_ERRORS } from '@quizlink/contracts/draft';
import { AppError, type CatalogueError } from '@quizlink/kit-errors';
import type { LimiterOptions } from '@quizlink/kit-login-guard';

/**
 * Who is asking, for quotas: the caller's address (the gateway forwards it; services trust only the
 * loopback hop), hashed with a salt so that no address is stored.
 */
export function clientKeyOf(req: Request, salt: string): string {
  return createHash('sha256').update(`${salt}:${req.ip ?? 'unknown'}`).digest('hex').slice(0, 32);
}

export type AbuseLimitSettings = { perMinute: number; perDay: number; salt: string };

/** Builds a counter: kit-login-guard's `createLimiterFactory(...).create` (Redis with a per-instance fallback, or memory). */
export type CreateLimiter = (opts: LimiterOptions) => RateLimiterAbstract;

/** Spends one point of `limit`; an empty budget throws `refusal` (a 429 of the catalogue) with Retry-After. */
async function consume(limit: RateLimiterAbstract, key: string, refusal: CatalogueError, res: Parameters<RequestHandler>[1]): Promise<void> {
  try {
    await limit.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    res.set('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
    throw new AppError(refusal);
  }
}

/** The guard of generation requests, and how much of the daily quota a caller has used. */
export type GenerationLimits = {
  guard: RequestHandler;
  /** Generations this caller started in the quota's 24 hours, and the quota: the usage counter's 'x of y'. */
  usage(req: Request): Promise<{ used: number; limit: number }>;
};

/**
 * Guards every request that starts a generation: a rate limit per client per minute and a quota per
 * client per day (rate-limiter-flexible; Redis when REDIS_URL is set, so that it holds across
 * instances, and this instance's own counters while Redis is down). Runs before the upload is read: a
 * refused caller's body is drained, not parsed. The usage counter reads the same daily quota, so the
 * count and the limit it shows are the ones enforced (never '4 of 3').
 */
export function generationLimits(createLimiter: CreateLimiter, settings: AbuseLimitSettings): GenerationLimits {
  const perMinute = createLimiter({ keyPrefix: 'rate', points: settings.perMinute, durationSeconds: 60 });
  const perDay = createLimiter({ keyPrefix: 'quota', points: settings.perDay, durationSeconds: 24 * 60 * 60 });
  const guard: RequestHandler = async (req, res, next) => {
    const key = clientKeyOf(req, settings.salt);
    try {
      await consume(perMinute, key, DRAFT_ERRORS.autoCreateRateLimited, res);
      await consume(perDay, key, DRAFT_ERRORS.autoCreateQuotaExceeded, res);
      next();
    } catch (error) {
      req.resume();
      next(error);
    }
  };
  return {
    guard,
    async usage(req) {
      const counted = await perDay.get(clientKeyOf(req, settings.salt));
      return { used: Math.min(counted?.consumedPoints ?? 0, settings.perDay), limit: settings.perDay };
    },
  };
}
