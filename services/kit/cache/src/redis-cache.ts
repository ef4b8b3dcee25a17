import { Redis } from 'ioredis';
import type { Logger } from '@quizlink/kit-logger';
import { normalizePrefix, ttlToMs, type Cache } from './cache.ts';

export type RedisCacheOptions = {
  redisUrl: string;
  keyPrefix: string;
  logger: Logger;
  /** TCP connect budget; default 2000 ms. */
  connectTimeoutMs?: number;
};

/**
 * Redis through ioredis. Tuned to fail fast rather than queue: it connects on first use, gives a
 * connection attempt `connectTimeoutMs`, and a command fails after one reconnect attempt, so a Redis
 * outage turns into quick errors (and a failing /readyz) instead of requests hanging. ioredis keeps
 * reconnecting in the background with capped backoff and the cache recovers by itself.
 */
export function createRedisCache(opts: RedisCacheOptions): Cache {
  const log = opts.logger.child({ component: 'cache' });
  const redis = new Redis(opts.redisUrl, {
    keyPrefix: normalizePrefix(opts.keyPrefix),
    lazyConnect: true,
    connectTimeout: opts.connectTimeoutMs ?? 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    // ioredis leaves a timer of this length behind when closing after a failed connect; keep it short.
    disconnectTimeout: 200,
  });
  let healthy = true;
  redis.on('error', (error: Error) => {
    // Every failed reconnect emits an error; log the transition, not the storm.
    if (healthy) log.warn({ err: error }, 'redis unreachable');
    healthy = false;
  });
  redis.on('ready', () => {
    if (!healthy) log.info('redis reachable again');
    healthy = true;
  });

  return {
    async get<T>(key: string): Promise<T | undefined> {
      const json = await redis.get(key);
      if (json === null) return undefined;
      try {
        return JSON.parse(json) as T;
      } catch (error) {
        log.warn({ err: error, key }, 'unreadable cache entry ignored');
        return undefined;
      }
    },
    async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
      const ttlMs = ttlToMs(ttlSeconds);
      if (value === undefined) {
        await redis.del(key);
        return;
      }
      const json = JSON.stringify(value);
      if (ttlMs === undefined) await redis.set(key, json);
      else await redis.set(key, json, 'PX', ttlMs);
    },
    async del(key: string): Promise<void> {
      await redis.del(key);
    },
    async ping(): Promise<void> {
      await redis.ping();
    },
    async close(): Promise<void> {
      if (redis.status === 'ready') {
        await redis.quit().catch(() => redis.disconnect());
      } else {
        redis.disconnect();
      }
    },
  };
}
