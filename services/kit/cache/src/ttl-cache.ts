/**
 * A small in-memory cache of this process, with a time to live and a size bound (least recently used
 * entries go first). Values are kept as given (not copied): for data that never changes once written or
 * may be briefly stale — the gateway's link previews, the attempt service's answer keys in front of the
 * shared cache. Every instance keeps its own.
 */
export class TtlCache<V> {
  readonly maxEntries: number;
  readonly clock: () => number;
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(maxEntries: number, clock: () => number = Date.now) {
    this.maxEntries = maxEntries;
    this.clock = clock;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.#entries.delete(key);
      return undefined;
    }
    // Re-insert: Map iteration order is insertion order, so the oldest key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.clock() + ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
