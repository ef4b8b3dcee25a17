import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  test('When an entry outlives its time to live, then it is gone', () => {
    let now = 1000;
    const cache = new TtlCache<string>(10, () => now);
    cache.set('a', 'x', 500);

    expect(cache.get('a')).toBe('x');
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
  });

  test('When the cache is full, then the least recently used entry makes room', () => {
    const cache = new TtlCache<number>(2);
    cache.set('a', 1, 10_000);
    cache.set('b', 2, 10_000);
    cache.get('a');
    cache.set('c', 3, 10_000);

    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });
});
