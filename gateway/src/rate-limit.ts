import type { Request, RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { AppError } from '@quizlink/kit-errors';
import { requestIdOf } from '@quizlink/kit-http';
import { createLimiterFactory } from '@quizlink/kit-login-guard';
import type { Logger } from '@quizlink/kit-logger';
import { isUnderPrefix } from './asset-paths.ts';
import { RATE_LIMIT_GROUPS, RATE_LIMIT_WINDOW_SECONDS, rateLimitGroupOf, type RateLimitBudgets, type RateLimitGroup } from './rate-limit-budgets.ts';
import { createLeasedLimiter, type LeasedLimiter } from './rate-limit-leases.ts';
import { API_PREFIX, parseTarget } from './routes.ts';

/** Where the counters live in Redis, after CACHE_KEY_PREFIX. */
const COUNTER_NAMESPACE = 'gateway:limit';

export type GatewayRateLimitOptions = {
  /** Requests per client per minute, per route group (GATEWAY_RATE_LIMIT_<GROUP>_PER_MINUTE). */
  budgets: RateLimitBudgets;
  /** Counters in this Redis, shared by every gateway instance; unset: this process's memory (embedded mode). */
  redisUrl?: string;
  /** CACHE_KEY_PREFIX: in front of the counters' keys (`<prefix>gateway:limit:<group>:<client>`). */
  cacheKeyPrefix?: string;
  logger: Logger;
};

export type GatewayRateLimits = {
  /** Counts each /api request against its group's budget for the client (req.ip); 429 with Retry-After beyond. */
  handler: RequestHandler;
  close(): Promise<void>;
};

/** The client as the gateway determines it: req.ip, which follows GATEWAY_TRUST_PROXY (a forged X-Forwarded-For never counts). */
const clientOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

const throttled = (refusal: RateLimiterRes): AppError => {
  const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  return new AppError(HTTP_ERRORS.requestRateLimited, { details: { retryAfterSeconds }, headers: { 'Retry-After': String(retryAfterSeconds) } });
};

/**
 * Per-client limits on the public API, one budget per route group (rate-limit-budgets.ts), counted
 * with kit-login-guard's limiters: in Redis when `redisUrl` is set, so every gateway instance spends
 * one budget; while Redis is down, each instance counts in memory at once (kit-cache's fail-fast
 * connection), so an outage neither lifts the limits nor makes a request wait. A counter failure of
 * any other kind lets the request through: the limits protect the services, they must not become an
 * outage of their own. Only /api is counted: pages, assets and previews are served from memory. Each
 * instance takes the points from the counters a lease of several at a time (rate-limit-leases.ts), so a
 * busy client costs a counter round trip per lease, not per request.
 */
export function createGatewayRateLimits(opts: GatewayRateLimitOptions): GatewayRateLimits {
  const limiters = createLimiterFactory({ redisUrl: opts.redisUrl, namespace: `${opts.cacheKeyPrefix ?? ''}${COUNTER_NAMESPACE}`, logger: opts.logger });
  const byGroup = Object.fromEntries(
    RATE_LIMIT_GROUPS.map((group) => {
      const points = opts.budgets[group];
      const counter = limiters.create({ keyPrefix: group, points, durationSeconds: RATE_LIMIT_WINDOW_SECONDS });
      return [group, createLeasedLimiter(counter, points)];
    }),
  ) as Record<RateLimitGroup, LeasedLimiter>;
  // Leases of clients gone quiet are dropped once their window has ended.
  const sweeping = setInterval(() => {
    for (const group of RATE_LIMIT_GROUPS) byGroup[group].sweep();
  }, RATE_LIMIT_WINDOW_SECONDS * 1000).unref();

  const handler: RequestHandler = async (req, _res, next) => {
    const target = parseTarget(req.url);
    if (!target || !isUnderPrefix(target.pathname, API_PREFIX)) {
      next();
      return;
    }
    const group = rateLimitGroupOf(req.method, target.pathname);
    try {
      await byGroup[group].consume(clientOf(req));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        // A refused request's body is not read: drain it so the connection can answer and be reused.
        req.resume();
        next(throttled(rejection));
        return;
      }
      opts.logger.warn({ requestId: requestIdOf(req), group, err: rejection }, 'rate-limit counter failed; request let through');
    }
    next();
  };
  return {
    handler,
    close: () => {
      clearInterval(sweeping);
      return limiters.close();
    },
  };
}
