import type { Cache } from './cache.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The behaviour every Cache adapter must share; each adapter's test file runs it against a real store. */
export function describeCacheContract(name: string, makeCache: (keyPrefix: string) => Cache): void {
  describe(`${name} cache contract`, () => {
    let cache: Cache;
    const prefix = `kit-cache-test:${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

    beforeEach(() => {
      cache = makeCache(prefix);
    });
    afterEach(async () => {
      await cache.close();
    });

    test('When a key was never set, then get returns undefined', async () => {
      expect(await cache.get('never')).toBeUndefined();
    });

    test('When JSON values are set, then get returns equal values', async () => {
      const values: Record<string, unknown> = {
        obj: { id: 1, name: 'Quiz', tags: ['a'], nested: { ok: true } },
        arr: [1, 'two', null],
        num: 42.5,
        str: 'hello',
        bool: false,
        nil: null,
      };
      for (const [key, value] of Object.entries(values)) await cache.set(key, value);
      for (const [key, value] of Object.entries(values)) expect(await cache.get(key)).toEqual(value);
    });

    test('When the stored object is mutated after set, then the cached copy is unchanged', async () => {
      const value = { count: 1 };
      await cache.set('copy', value);
      value.count = 2;
      expect(await cache.get('copy')).toEqual({ count: 1 });
    });

    test('When the ttl passes, then the entry is gone', async () => {
      await cache.set('short', 'x', 0.15);
      expect(await cache.get('short')).toBe('x');
      await sleep(300);
      expect(await cache.get('short')).toBeUndefined();
    });

    test('When a key with a ttl is set again without one, then it no longer expires', async () => {
      await cache.set('renewed', 1, 0.15);
      await cache.set('renewed', 2);
      await sleep(300);
      expect(await cache.get('renewed')).toBe(2);
    });

    test('When a key is deleted or set to undefined, then get returns undefined', async () => {
      await cache.set('a', 1);
      await cache.set('b', 2);
      await cache.del('a');
      await cache.set('b', undefined);
      await cache.del('missing');
      expect(await cache.get('a')).toBeUndefined();
      expect(await cache.get('b')).toBeUndefined();
    });

    test('When two caches use different prefixes, then the same key does not collide', async () => {
      const other = makeCache(`${prefix}-other`);
      try {
        await cache.set('shared', 'mine');
        await other.set('shared', 'theirs');
        expect(await cache.get('shared')).toBe('mine');
        expect(await other.get('shared')).toBe('theirs');
      } finally {
        await other.close();
      }
    });

    test('When the ttl is zero, negative or not a number, then set rejects', async () => {
      await expect(cache.set('bad', 1, 0)).rejects.toThrow(RangeError);
      await expect(cache.set('bad', 1, -5)).rejects.toThrow(RangeError);
      await expect(cache.set('bad', 1, Number.NaN)).rejects.toThrow(RangeError);
    });

    test('When the store is up, then ping resolves', async () => {
      await expect(cache.ping()).resolves.toBeUndefined();
    });
  });
}
