import type { Logger } from '@quizlink/kit-logger';
import { normalizePrefix, ttlToMs, type Cache } from './cache.ts';
import { createRedisConnection, type RedisHealth } from './redis-connection.ts';

export type RedisCacheOptions = {
  redisUrl: string;
  keyPrefix: string;
  logger: Logger;
  /** Budget of the first connection; default `REDIS_FAIL_FAST.connectTimeoutMs`. */
  connectTimeoutMs?: number;
  /** Budget of a command; default `REDIS_FAIL_FAST.commandTimeoutMs`. */
  commandTimeoutMs?: number;
  /** How often an open circuit lets a probe through; default `REDIS_FAIL_FAST.halfOpenAfterMs`. */
  halfOpenAfterMs?: number;
};

/** The Redis cache also tells whether it is running without Redis (`degraded`, from the circuit's state). */
export type RedisCache = Cache & { health(): RedisHealth };

/**
 * Redis through a fail-fast connection (`createRedisConnection`: short timeouts, no offline queue, a
 * circuit breaker). While Redis is down or slow, `get` is a miss and `set` is skipped after at most
 * one command timeout, and at once when the circuit is open; a delete (`del`, or `set` of
 * `undefined`) rejects. The cache recovers by
 * itself when a probe succeeds.
 */
export function createRedisCache(opts: RedisCacheOptions): RedisCache {
  const log = opts.logger.child({ component: 'cache' });
  const connection = createRedisConnection({
    redisUrl: opts.redisUrl,
    logger: opts.logger,
    component: 'cache',
    keyPrefix: normalizePrefix(opts.keyPrefix),
    connectTimeoutMs: opts.connectTimeoutMs,
    commandTimeoutMs: opts.commandTimeoutMs,
    halfOpenAfterMs: opts.halfOpenAfterMs,
  });
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('cache is closed');
  };
  /** An unreachable store is a miss or a skipped write: the breaker already logged the outage once. */
  const orWithoutStore = async <T>(command: Promise<T>, without: T): Promise<T> => command.catch(() => without);

  return {
    async get<T>(key: string): Promise<T | undefined> {
      assertOpen();
      const json = await orWithoutStore(connection.run((redis) => redis.get(key)), null);
      if (json === null) return undefined;
      try {
        return JSON.parse(json) as T;
      } catch (error) {
        log.warn({ err: error, key }, 'unreadable cache entry ignored');
        return undefined;
      }
    },
    async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
      assertOpen();
      const ttlMs = ttlToMs(ttlSeconds);
      if (value === undefined) {
        await connection.run((redis) => redis.del(key));
        return;
      }
      const json = JSON.stringify(value);
      const write = connection.run((redis) => (ttlMs === undefined ? redis.set(key, json) : redis.set(key, json, { expiration: { type: 'PX', value: ttlMs } })));
      await orWithoutStore(write, null);
    },
    async del(key: string): Promise<void> {
      assertOpen();
      await connection.run((redis) => redis.del(key));
    },
    async ping(): Promise<void> {
      assertOpen();
      // Through the breaker, so readiness probes also serve as its probes; an outage is not unreadiness.
      await orWithoutStore(connection.run((redis) => redis.ping()), undefined);
    },
    health: () => connection.health(),
    async close(): Promise<void> {
      closed = true;
      await connection.close();
    },
  };
}
