/**
 * A key-value cache of JSON values with optional expiry. Values are copied in and out (serialized), so
 * the memory and Redis adapters behave the same: mutating a value after `set` does not change the cache.
 *
 * The cache is never the source of truth, so an unreachable store degrades it instead of failing the
 * caller: `get` answers a miss and `set` is skipped, both at once (Redis: see `createRedisConnection`).
 * Only `del` rejects, because an entry that could not be dropped must not go unnoticed.
 */
export interface Cache {
  /** `undefined` when the key is missing, expired or unreadable, or the store is unreachable. */
  get<T>(key: string): Promise<T | undefined>;
  /**
   * `ttlSeconds` may be fractional; omitted → no expiry (an invalid ttl rejects with a RangeError).
   * Setting `undefined` deletes the key (and rejects like `del`). A write is skipped when the store is unreachable.
   */
  set<T>(key: string, value: T, ttlSeconds?: number): Promise<void>;
  /** Rejects (at once) when the store is unreachable: the caller decides what a stale entry costs. */
  del(key: string): Promise<void>;
  /**
   * Readiness: rejects only when the cache cannot serve at all (closed). A store outage degrades the
   * cache to misses — no reason to take an instance out of rotation — and is logged once (the Redis
   * adapter's `health()` tells it).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Keys are namespaced `prefix:key`, so services can share one Redis without colliding. */
export function normalizePrefix(keyPrefix: string): string {
  return keyPrefix === '' || keyPrefix.endsWith(':') ? keyPrefix : `${keyPrefix}:`;
}

export function ttlToMs(ttlSeconds: number | undefined): number | undefined {
  if (ttlSeconds === undefined) return undefined;
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) throw new RangeError(`ttlSeconds must be a positive number, got ${ttlSeconds}`);
  return Math.max(1, Math.round(ttlSeconds * 1000));
}
