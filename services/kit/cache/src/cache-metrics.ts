import { cacheLookups } from '@quizlink/kit-metrics';
import type { Cache } from './cache.ts';

/**
 * The cache with its reads counted in cache_lookups_total (hit or miss) under `name`; everything else
 * passes straight through. Hit ratio = hits / (hits + misses), per cache.
 */
export function countCacheLookups(cache: Cache, name: string): Cache {
  const hits = cacheLookups.labels({ cache: name, result: 'hit' });
  const misses = cacheLookups.labels({ cache: name, result: 'miss' });
  return {
    get: <T>(key: string) =>
      cache.get<T>(key).then((value) => {
        (value === undefined ? misses : hits).inc();
        return value;
      }),
    set: (key, value, ttlSeconds) => cache.set(key, value, ttlSeconds),
    del: (key) => cache.del(key),
    ping: () => cache.ping(),
    close: () => cache.close(),
  };
}

/** The cache label of a key namespace: `quiz:` → `quiz`. */
export function cacheNameOf(keyPrefix: string): string {
  return keyPrefix.replace(/:$/, '') || 'default';
}
