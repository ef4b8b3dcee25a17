/**
 * A key-value cache of JSON values with optional expiry. Values are copied in and out (serialized), so
 * the memory and Redis adapters behave the same: mutating a value after `set` does not change the cache.
 * Calls reject when the backing store is unreachable; callers that can do without the cache catch and
 * fall through to the source of truth.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  /** `ttlSeconds` may be fractional; omitted → no expiry. Setting `undefined` deletes the key. */
  set<T>(key: string, value: T, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Rejects when the store is unreachable (readiness checks). */
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
