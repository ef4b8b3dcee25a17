import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { createRedisConnection } from '@quizlink/kit-cache';
import { freePort } from '@quizlink/kit-cache/testing';
import { eventually } from '@quizlink/kit-http/testing';
import { createLogger } from '@quizlink/kit-logger';
import { createGatewayRateLimits, type GatewayRateLimits } from '../src/index.ts';
import { DEFAULT_RATE_LIMIT_BUDGETS, type RateLimitBudgets } from '../src/rate-limit-budgets.ts';
import { leaseSizeFor } from '../src/rate-limit-leases.ts';
import { startGateway, type StartedGateway } from './gateway-fixture.ts';
import { startStandIns, type StandIns } from './stand-in-services.ts';

const logger = createLogger({ service: 'rate-limit-test', level: 'silent' });
const redisUrl = process.env.REDIS_URL;
const SMALL: RateLimitBudgets = { read: 5, write: 2, generation: 1, content: 3 };

let standIns: StandIns;
const started: StartedGateway[] = [];
const limits: GatewayRateLimits[] = [];

beforeAll(async () => {
  standIns = await startStandIns();
});
afterEach(async () => {
  for (const gateway of started.splice(0)) await gateway.close();
  for (const made of limits.splice(0)) await made.close();
});
afterAll(async () => {
  await standIns.close();
});

async function gatewayWith(opts: { budgets?: RateLimitBudgets; redisUrl?: string; cacheKeyPrefix?: string; trustProxy?: 'loopback' } = {}): Promise<StartedGateway> {
  const rateLimits = createGatewayRateLimits({ budgets: opts.budgets ?? SMALL, redisUrl: opts.redisUrl, cacheKeyPrefix: opts.cacheKeyPrefix, logger });
  limits.push(rateLimits);
  const gateway = await startGateway({ upstreams: standIns.urls, rateLimits, trustProxy: opts.trustProxy });
  started.push(gateway);
  return gateway;
}

const post = (gateway: StartedGateway, path: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"title":"Ada"}' });

/** A POST sent with its path exactly as written (fetch would resolve dot segments before sending). */
function rawPost(gateway: StartedGateway, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

/**
 * Until its connection to Redis is up, or when a call misses its time budget, a limiter counts in its
 * in-memory insurance limiter, the instance's own. Wait until a read through each instance, from a
 * probe client of its own, leaves that client's counter in Redis under the instance's prefix.
 */
async function untilEachCountsInRedis(instances: Array<{ gateway: StartedGateway; cacheKeyPrefix: string }>): Promise<void> {
  const redis = createRedisConnection({ redisUrl: redisUrl as string, logger, component: 'rate-limit-test' });
  let probes = 0;
  try {
    for (const { gateway, cacheKeyPrefix } of instances) {
      await eventually(async () => {
        probes += 1;
        const probe = `198.51.100.${probes % 250 + 1}`;
        await fetch(`${gateway.url}/api/users/1`, { headers: { 'x-forwarded-for': probe } });
        const counters = await redis.run((client) => client.keys(`${cacheKeyPrefix}gateway:limit:read:*${probe}`));
        expect(counters).toHaveLength(1);
      }, 10_000);
    }
  } finally {
    await redis.close();
  }
}

const seenCount = (path: string) => standIns.seen.filter((seen) => seen.url === path).length;

describe('gateway rate limits', () => {
  test('When a client spends a group\'s budget, then the next request answers 429 with Retry-After in the common error shape and never reaches the service', async () => {
    const gateway = await gatewayWith();
    const path = `/api/quizzes?run=${randomUUID()}`;
    for (let i = 0; i < SMALL.write; i += 1) expect((await post(gateway, path)).status).toBe(200);

    const refused = await post(gateway, path, { 'x-request-id': 'rate-limit-test-1' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: { code: HTTP_ERRORS.requestRateLimited.code, message: HTTP_ERRORS.requestRateLimited.message, details: { retryAfterSeconds: retryAfter }, requestId: 'rate-limit-test-1' },
    });
    expect(seenCount(path)).toBe(SMALL.write);
  });

  test('When the write budget is spent, then reads and the other groups still have their own budgets', async () => {
    const gateway = await gatewayWith();
    for (let i = 0; i < SMALL.write; i += 1) await post(gateway, '/api/quizzes');
    expect((await post(gateway, '/api/quiz-attempts/starts')).status).toBe(429);
    expect((await fetch(`${gateway.url}/api/quizzes/1`)).status).toBe(200);
    expect((await post(gateway, '/api/contact')).status).toBe(200);
    expect((await post(gateway, '/api/auto-create/generate-questions')).status).toBe(200);
    expect((await post(gateway, '/api/auto-create/generate-questions')).status).toBe(429);
  });

  test('When a path hides its target behind dot segments, then it counts against the group of the path it is routed to', async () => {
    const gateway = await gatewayWith();
    expect((await post(gateway, '/api/auto-create/generate-questions')).status).toBe(200);
    expect(await rawPost(gateway, '/api/quizzes/../auto-create/generate-questions')).toBe(429);
    expect(await rawPost(gateway, '/api/quizzes/%2e%2e/auto-create/generate-questions')).toBe(429);
  });

  test('When pages, assets and health checks are asked for, then they are not counted', async () => {
    const gateway = await gatewayWith({ budgets: { ...SMALL, read: 1 } });
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/api/users/1`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/api/users/1`)).status).toBe(429);
  });

  test('When nothing in front is trusted, then a forged X-Forwarded-For does not buy a fresh budget', async () => {
    const gateway = await gatewayWith();
    for (let i = 0; i < SMALL.write; i += 1) await post(gateway, '/api/users');
    expect((await post(gateway, '/api/users', { 'x-forwarded-for': '203.0.113.77' })).status).toBe(429);
  });

  test('When a trusted proxy names the clients, then each client has its own budget', async () => {
    const gateway = await gatewayWith({ trustProxy: 'loopback' });
    for (let i = 0; i < SMALL.write; i += 1) await post(gateway, '/api/users', { 'x-forwarded-for': '203.0.113.1' });
    expect((await post(gateway, '/api/users', { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429);
    expect((await post(gateway, '/api/users', { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200);
  });

  test('When Redis cannot be reached, then each instance keeps counting in memory and no request waits on Redis', async () => {
    const gateway = await gatewayWith({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    const startedAt = performance.now();
    for (let i = 0; i < SMALL.write; i += 1) expect((await post(gateway, '/api/users')).status).toBe(200);
    expect((await post(gateway, '/api/users')).status).toBe(429);
    for (let i = 0; i < 20; i += 1) await fetch(`${gateway.url}/healthz`);
    expect(performance.now() - startedAt).toBeLessThan(2000);
  });

  test('When Redis cannot be reached and the budget is taken in leases, then the instance still lets exactly the budget through', async () => {
    const budgets = { ...SMALL, write: 100 };
    const gateway = await gatewayWith({ budgets, redisUrl: `redis://127.0.0.1:${await freePort()}` });
    let passed = 0;
    for (let i = 0; i < budgets.write + 5; i += 1) if ((await post(gateway, '/api/users')).status === 200) passed += 1;
    expect(passed).toBe(budgets.write);
  });

  (redisUrl ? test : test.skip)('When two gateway instances share Redis and a key prefix, then a client spends one budget across both', async () => {
    const cacheKeyPrefix = `rl-test-${randomUUID()}:`;
    const budgets = { ...DEFAULT_RATE_LIMIT_BUDGETS, write: 3 };
    const one = await gatewayWith({ budgets, redisUrl, cacheKeyPrefix, trustProxy: 'loopback' });
    const two = await gatewayWith({ budgets, redisUrl, cacheKeyPrefix, trustProxy: 'loopback' });
    const otherPrefix = `${cacheKeyPrefix}other:`;
    const other = await gatewayWith({ budgets, redisUrl, cacheKeyPrefix: otherPrefix, trustProxy: 'loopback' });
    await untilEachCountsInRedis([{ gateway: one, cacheKeyPrefix }, { gateway: two, cacheKeyPrefix }, { gateway: other, cacheKeyPrefix: otherPrefix }]);
    expect((await post(one, '/api/users')).status).toBe(200);
    expect((await post(two, '/api/users')).status).toBe(200);
    expect((await post(one, '/api/users')).status).toBe(200);
    expect((await post(two, '/api/users')).status).toBe(429);
    expect((await post(other, '/api/users')).status).toBe(200);
  });

  (redisUrl ? test : test.skip)('When two gateway instances share Redis, then each takes its points a lease at a time and the client still spends one budget across both', async () => {
    const cacheKeyPrefix = `rl-test-${randomUUID()}:`;
    const budgets = { ...DEFAULT_RATE_LIMIT_BUDGETS, write: 100 };
    const lease = leaseSizeFor(budgets.write);
    const one = await gatewayWith({ budgets, redisUrl, cacheKeyPrefix, trustProxy: 'loopback' });
    const two = await gatewayWith({ budgets, redisUrl, cacheKeyPrefix, trustProxy: 'loopback' });
    await untilEachCountsInRedis([{ gateway: one, cacheKeyPrefix }, { gateway: two, cacheKeyPrefix }]);
    const redis = createRedisConnection({ redisUrl: redisUrl as string, logger, component: 'rate-limit-test' });
    try {
      const writeCounter = async () => {
        const [key] = await redis.run((client) => client.keys(`${cacheKeyPrefix}gateway:limit:write:*`));
        return key ? Number(await redis.run((client) => client.get(key))) : 0;
      };
      expect((await post(one, '/api/users')).status).toBe(200);
      expect((await post(one, '/api/users')).status).toBe(200);
      // Two requests, one lease: the shared counter moved once, by a whole lease.
      expect(await writeCounter()).toBe(lease);
      let passed = 2;
      for (let i = 0; i < budgets.write; i += 1) if ((await post(i % 2 === 0 ? two : one, '/api/users')).status === 200) passed += 1;
      expect(passed).toBeLessThanOrEqual(budgets.write);
      expect(passed).toBeGreaterThanOrEqual(budgets.write - 2 * (lease - 1));
      expect((await post(one, '/api/users')).status).toBe(429);
      expect((await post(two, '/api/users')).status).toBe(429);
    } finally {
      await redis.close();
    }
  });
});
