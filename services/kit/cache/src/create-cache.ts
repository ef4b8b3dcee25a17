import type { Logger } from '@quizlink/kit-logger';
import type { Cache } from './cache.ts';
import { createMemoryCache } from './memory-cache.ts';
import { createRedisCache } from './redis-cache.ts';

/** Redis when `redisUrl` is given (distributed mode), otherwise an in-memory cache (embedded mode). */
export function createCache(opts: { redisUrl?: string; keyPrefix: string; logger: Logger }): Cache {
  if (opts.redisUrl) return createRedisCache({ redisUrl: opts.redisUrl, keyPrefix: opts.keyPrefix, logger: opts.logger });
  return createMemoryCache({ keyPrefix: opts.keyPrefix });
}
