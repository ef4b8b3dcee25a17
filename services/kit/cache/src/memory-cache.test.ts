import { createCache, createMemoryCache } from './index.ts';
import { createLogger } from '@quizlink/kit-logger';
import { describeCacheContract } from './cache.contract.ts';

describeCacheContract('memory', (keyPrefix) => createMemoryCache({ keyPrefix }));

describe('memory cache', () => {
  test('When no redisUrl is given, then createCache returns a working in-memory cache', async () => {
    const cache = createCache({ keyPrefix: 'quiz', logger: createLogger({ service: 't', level: 'silent' }) });
    await cache.set('k', { v: 1 });
    expect(await cache.get('k')).toEqual({ v: 1 });
    await cache.close();
  });

  test('When the clock passes the expiry, then the entry is gone without waiting in real time', async () => {
    let now = 1_000;
    const cache = createMemoryCache({ keyPrefix: 'clock', now: () => now });
    await cache.set('k', 'v', 60);
    now += 59_999;
    expect(await cache.get('k')).toBe('v');
    now += 1;
    expect(await cache.get('k')).toBeUndefined();
    await cache.close();
  });

  test('When the cache is closed, then calls reject', async () => {
    const cache = createMemoryCache({ keyPrefix: 'closed' });
    await cache.close();
    await expect(cache.get('k')).rejects.toThrow('cache is closed');
    await expect(cache.ping()).rejects.toThrow('cache is closed');
  });
});
