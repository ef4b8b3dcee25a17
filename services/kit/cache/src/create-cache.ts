import type { Logger } from '@quizlink/kit-logger';
import type { Cache } from './cache.ts';
import { cacheNameOf, countCacheLookups } from './cache-metrics.ts';
import { createMemoryCache } from './memory-cache.ts';
import { createRedisCache } from './redis-cache.ts';

/** Redis when `redisUrl` is given (distributed mode), otherwise an in-memory cache (embedded mode); reads are counted (hit/miss). */
export function createCache(opts: { redisUrl?: string; keyPrefix: string; logger: Logger; /** Redis only; default REDIS_FAIL_FAST's. */ commandTimeoutMs?: number }): Cache {
  const cache = opts.redisUrl
    ? createRedisCache({ redisUrl: opts.redisUrl, keyPrefix: opts.keyPrefix, logger: opts.logger, commandTimeoutMs: opts.commandTimeoutMs })
    : createMemoryCache({ keyPrefix: opts.keyPrefix });
  // Hits and misses for the cache hit ratio (kit-metrics); the adapters themselves stay untouched.
  return countCacheLookups(cache, cacheNameOf(opts.keyPrefix));
}
