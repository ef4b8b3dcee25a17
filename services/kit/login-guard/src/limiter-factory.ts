import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '@quizlink/kit-logger';

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
  close(): Promise<void>;
};

/**
 * Rate-limit counters shared by every instance: in Redis when `redisUrl` is given, in this process
 * otherwise (embedded mode). A Redis outage must not open the door nor lock everybody out, so each
 * Redis limiter has an in-memory insurance limiter with the same rules that takes over meanwhile.
 */
export function createLimiterFactory(opts: { redisUrl?: string; namespace: string; logger: Logger }): LimiterFactory {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  redis?.on('error', (error: Error) => opts.logger.warn({ err: error.message, component: 'rate-limiter' }, 'rate-limit store error'));

  return {
    create(limiter) {
      const rules = {
        keyPrefix: `${opts.namespace}:${limiter.keyPrefix}`,
        points: limiter.points,
        duration: limiter.durationSeconds,
        blockDuration: limiter.blockSeconds ?? 0,
      };
      if (!redis) return new RateLimiterMemory(rules);
      return new RateLimiterRedis({ ...rules, storeClient: redis, insuranceLimiter: new RateLimiterMemory(rules) });
    },
    async close() {
      if (redis && redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
    },
  };
}
