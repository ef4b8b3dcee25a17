import { normalizePrefix, ttlToMs, type Cache } from './cache.ts';

type Entry = { json: string; expiresAt: number | undefined };

const SWEEP_INTERVAL_MS = 60_000;

/**
 * The embedded-mode cache: a Map in this process. Expired entries are dropped when read and by a
 * periodic sweep (so keys never read again do not pile up); the sweep timer does not keep Node alive.
 */
export function createMemoryCache(opts: { keyPrefix: string; now?: () => number }): Cache {
  const prefix = normalizePrefix(opts.keyPrefix);
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let closed = false;

  const isExpired = (entry: Entry) => entry.expiresAt !== undefined && entry.expiresAt <= now();
  const sweep = setInterval(() => {
    for (const [key, entry] of entries) if (isExpired(entry)) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  const assertOpen = () => {
    if (closed) throw new Error('cache is closed');
  };

  return {
    async get<T>(key: string): Promise<T | undefined> {
      assertOpen();
      const entry = entries.get(prefix + key);
      if (!entry) return undefined;
      if (isExpired(entry)) {
        entries.delete(prefix + key);
        return undefined;
      }
      return JSON.parse(entry.json) as T;
    },
    async set<T>(key: string, value: T, ttlSeconds?: number): Promise<void> {
      assertOpen();
      const ttlMs = ttlToMs(ttlSeconds);
      if (value === undefined) {
        entries.delete(prefix + key);
        return;
      }
      entries.set(prefix + key, { json: JSON.stringify(value), expiresAt: ttlMs === undefined ? undefined : now() + ttlMs });
    },
    async del(key: string): Promise<void> {
      assertOpen();
      entries.delete(prefix + key);
    },
    async ping(): Promise<void> {
      assertOpen();
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(sweep);
      entries.clear();
    },
  };
}
