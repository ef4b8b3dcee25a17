import { createClient, type RedisClientType } from 'redis';
import { createLogger } from '@quizlink/kit-logger';
import { createCache, createRedisCache } from './index.ts';
import { freePort } from './testing.ts';
import { describeCacheContract } from './cache.contract.ts';

const logger = createLogger({ service: 'cache-test', level: 'silent' });
const redisUrl = process.env.REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

/**
 * These tests are about values, not time: a command budget of seconds keeps a loaded CI machine from
 * turning a slow answer into a miss (it did once: a contract test's first `set`, which also waited for the
 * connection, was skipped). The 100 ms budget and what it does are redis-cache-outage.test.ts's subject.
 */
const CONTRACT_COMMAND_TIMEOUT_MS = 5000;

if (redisUrl) {
  describeCacheContract('redis', (keyPrefix) => createCache({ redisUrl, keyPrefix, logger, commandTimeoutMs: CONTRACT_COMMAND_TIMEOUT_MS }));
}

withRedis('redis cache specifics', () => {
  let raw: RedisClientType;
  beforeAll(async () => {
    raw = createClient({ url: redisUrl });
    await raw.connect();
  });
  afterAll(async () => {
    await raw.close();
  });

  test('When a value is set, then Redis holds JSON under "prefix:key" with the ttl in ms', async () => {
    const prefix = `kit-cache-raw-${Date.now()}`;
    const cache = createRedisCache({ redisUrl: redisUrl ?? '', keyPrefix: prefix, logger, commandTimeoutMs: CONTRACT_COMMAND_TIMEOUT_MS });
    await cache.set('quiz:1', { title: 'Ann' }, 30);
    expect(await raw.get(`${prefix}:quiz:1`)).toBe('{"title":"Ann"}');
    const ttl = await raw.pTTL(`${prefix}:quiz:1`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
    await raw.del(`${prefix}:quiz:1`);
    await cache.close();
  });

  test('When Redis holds a value that is not JSON, then get treats it as a miss', async () => {
    const prefix = `kit-cache-bad-${Date.now()}`;
    await raw.set(`${prefix}:k`, 'not json{', { expiration: { type: 'PX', value: 10_000 } });
    const cache = createRedisCache({ redisUrl: redisUrl ?? '', keyPrefix: prefix, logger, commandTimeoutMs: CONTRACT_COMMAND_TIMEOUT_MS });
    expect(await cache.get('k')).toBeUndefined();
    await cache.close();
  });
});

describe('redis cache without a server', () => {
  test('When nothing listens, then get is a miss, set is skipped, ping stays ready and del rejects, each at once', async () => {
    const cache = createRedisCache({ redisUrl: `redis://127.0.0.1:${await freePort()}`, keyPrefix: 'down', logger });
    const started = performance.now();
    expect(await cache.get('k')).toBeUndefined();
    await expect(cache.set('k', 1)).resolves.toBeUndefined();
    await expect(cache.ping()).resolves.toBeUndefined();
    await expect(cache.del('k')).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(cache.health()).toBe('degraded');
    await cache.close();
  });

  test('When a cache that never connected is closed, then close resolves and later calls reject', async () => {
    const cache = createRedisCache({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'idle', logger });
    await expect(cache.close()).resolves.toBeUndefined();
    await expect(cache.get('k')).rejects.toThrow('cache is closed');
    await expect(cache.ping()).rejects.toThrow('cache is closed');
  });
});
