import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createRedisConnection, type RedisHealth } from '@quizlink/kit-cache';
import type { Logger } from '@quizlink/kit-logger';
import { CircuitBreakingLimiter } from './circuit-breaking-limiter.ts';

export type LimiterOptions = {
  /** Distinguishes this limiter's counters from the others'. */
  keyPrefix: string;
  /** Actions allowed per `durationSeconds`. */
  points: number;
  durationSeconds: number;
  /** Once the points are spent, the key stays refused this long (0: until the window ends). */
  blockSeconds?: number;
};

export type LimiterFactory = {
  create(opts: LimiterOptions): RateLimiterAbstract;
  /** `degraded` while Redis is unreachable and the counters are this instance's own. */
  health(): RedisHealth;
  close(): Promise<void>;
};

export type LimiterFactoryOptions = {
  redisUrl?: string;
  namespace: string;
  logger: Logger;
  /** How often an open circuit lets a probe through (tests shorten it); default `REDIS_FAIL_FAST.halfOpenAfterMs`. */
  halfOpenAfterMs?: number;
};

/**
 * Rate-limit counters shared by every instance: in Redis when `redisUrl` is given, in this process
 * otherwise (embedded mode). A Redis outage must neither open the door nor lock everybody out nor make
 * a request wait: the Redis calls go through a fail-fast connection with its own circuit breaker, and
 * each Redis limiter has an in-memory insurance limiter with the same rules that counts meanwhile.
 */
export function createLimiterFactory(opts: LimiterFactoryOptions): LimiterFactory {
  const connection = opts.redisUrl
    ? createRedisConnection({ redisUrl: opts.redisUrl, logger: opts.logger, component: 'rate-limiter', halfOpenAfterMs: opts.halfOpenAfterMs })
    : undefined;

  return {
    create(limiter) {
      const rules = {
        keyPrefix: `${opts.namespace}:${limiter.keyPrefix}`,
        points: limiter.points,
        duration: limiter.durationSeconds,
        blockDuration: limiter.blockSeconds ?? 0,
      };
      if (!connection) return new RateLimiterMemory(rules);
      // useRedisPackage: the client is node-redis (its command names and options), not ioredis.
      const store = new RateLimiterRedis({ ...rules, storeClient: connection.redis, useRedisPackage: true });
      return new CircuitBreakingLimiter({ rules, store, insurance: new RateLimiterMemory(rules), connection });
    },
    health: () => connection?.health() ?? 'up',
    async close() {
      await connection?.close();
    },
  };
}
