/**
 * The submission path (quiz and attempt services) and shortlink resolution (gateway and shortlink
 * service) with every cache and counter on a redis-server of the test's own, so the test can kill it
 * under load; plus the load itself: a few concurrent clients for a fixed time, with their latencies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { SERVICE_NAMES, type ServiceName } from '@quizlink/contracts/platform';
import { SHORTLINK_API_PATHS } from '@quizlink/contracts/shortlink';
import { createGateway } from '@quizlink/gateway';
import { createCache, createRedisConnection, type Cache } from '@quizlink/kit-cache';
import { startPrivateRedis, type PrivateRedis } from '@quizlink/kit-cache/testing';
import { call, openTestPorts, serveForTest } from '@quizlink/kit-http/testing';
import { listen, baseUrlOf } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import type { Logger } from '@quizlink/kit-logger';
import { createShortlinkService, shortlinkConfigSchema } from '@quizlink/shortlink-service';
import { answersFor, publishQuiz, startTwoServices, type TwoServices } from './two-services.harness.ts';

const ADMIN_PASSWORD = 'redis-outage-admin-password';

export type OutageStack = {
  redis: PrivateRedis;
  /** One submission of an attempt; resolves to the HTTP status (201 when stored). */
  submit(): Promise<number>;
  /**
   * One visit of a short through the gateway; resolves to the HTTP status (302 when it resolved).
   * `uncached`: through a second gateway without a resolve cache (every visit asks the service), the
   * reference for what resolution costs when the cache cannot help.
   */
  resolve(via?: 'cached' | 'uncached'): Promise<number>;
  /** How long each call of the gateway's resolve cache took (ms) since the last call of this. */
  takeCacheCallTimes(): number[];
  /** How many keys matching `*<pattern>` the private Redis holds (none after a restart until the caches write again). */
  keysInRedis(pattern: string): Promise<number>;
  close(): Promise<void>;
};

/** Starts the stack with `REDIS_URL` pointing at a private redis-server (restored afterwards). */
export async function startOutageStack(label: string): Promise<OutageStack> {
  const redis = await startPrivateRedis();
  const sharedRedisUrl = process.env.REDIS_URL;
  process.env.REDIS_URL = redis.url;
  try {
    const services = await startTwoServices(label);
    const submissions = await submissionsTo(services);
    const resolution = await shortlinksBehindGateways(label, redis, services.logger);
    const inspector = createRedisConnection({ redisUrl: redis.url, logger: services.logger, component: 'test-inspector' });
    return {
      redis,
      submit: submissions,
      resolve: resolution.visit,
      takeCacheCallTimes: resolution.takeCacheCallTimes,
      keysInRedis: async (pattern) => (await inspector.run((client) => client.keys(`*${pattern}`))).length,
      async close() {
        await resolution.close();
        await inspector.close();
        await services.close();
        await redis.stop();
      },
    };
  } catch (error) {
    await redis.stop();
    throw error;
  } finally {
    if (sharedRedisUrl === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = sharedRedisUrl;
  }
}

/** A published quiz and a few takers; each call submits one more attempt. */
async function submissionsTo(services: TwoServices): Promise<() => Promise<number>> {
  const quiz = await publishQuiz(services);
  const users: number[] = [];
  for (let i = 0; i < 8; i += 1) users.push((await call(services.quizUrl, 'POST', '/api/users', { username: `Taker ${i}` })).body.id);
  let submitted = 0;
  return async () => {
    submitted += 1;
    const userAnswerId = users[submitted % users.length]!;
    const body = { quizId: quiz.id, userAnswerId, userName: `Taker ${userAnswerId}`, ...answersFor(quiz.questions, [0, 1, 0, 1]) };
    return (await call(services.attemptUrl, 'POST', '/api/quiz-attempts', body)).status;
  };
}

/** The shortlink service with three shorts, and two gateways in front of it: one with the Redis resolve cache (timed), one without. */
async function shortlinksBehindGateways(label: string, redis: PrivateRedis, logger: Logger) {
  const ports = await openTestPorts({ service: 'shortlink', label, logger });
  const shortlink = await serveForTest(
    await createShortlinkService({
      config: shortlinkConfigSchema.parse({ PORT: '0', REDIS_URL: redis.url, SHORTLINK_ADMIN_PASSWORD_HASH: await hash(ADMIN_PASSWORD) }),
      sequelize: ports.sequelize,
      cache: ports.cache,
      logger,
      rateLimitNamespace: `test-shortlink-${ports.run}`,
    }),
  );
  const shorts = ['outage-a', 'outage-b', 'outage-c'];
  for (const short of shorts) {
    const created = await call(shortlink.baseUrl, 'POST', SHORTLINK_API_PATHS.create, { password: ADMIN_PASSWORD, short, target: `https://example.com/${short}` });
    if (created.status !== 201) throw new Error(`shortlink not created: ${created.status} ${created.text}`);
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-outage-'));
  const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:1'])) as Record<ServiceName, string>;
  upstreams.shortlink = shortlink.baseUrl;
  const gatewayWith = (shortlinkCache?: Cache) =>
    listen(createGateway({ upstreams, static: { shell: root, mfe: { quiz: root, autodraft: root, admin: root } }, timeoutMs: 5000, logger, shortlinkCache }), { port: 0, host: '127.0.0.1' });
  // The gateway's own client of the store the service invalidates (same prefix), as in production.
  const gatewayCache = createCache({ redisUrl: redis.url, keyPrefix: ports.cacheKeyPrefix, logger });
  const cacheCallTimes: number[] = [];
  const gateways = { cached: await gatewayWith(timedCache(gatewayCache, cacheCallTimes)), uncached: await gatewayWith(undefined) };
  let visits = 0;
  return {
    async visit(via: 'cached' | 'uncached' = 'cached') {
      visits += 1;
      const res = await fetch(`${baseUrlOf(gateways[via])}/short/${shorts[visits % shorts.length]}`, { redirect: 'manual' });
      await res.arrayBuffer();
      return res.status;
    },
    takeCacheCallTimes: () => cacheCallTimes.splice(0),
    async close() {
      await closeServer(gateways.cached, 100);
      await closeServer(gateways.uncached, 100);
      await gatewayCache.close();
      await shortlink.close();
      await ports.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The cache with the time of each get and set recorded: what the cache port costs a request. */
function timedCache(cache: Cache, times: number[]): Cache {
  const timed =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await operation(...args);
      } finally {
        times.push(performance.now() - started);
      }
    };
  return { ...cache, get: timed((key: string) => cache.get(key)), set: timed((key: string, value: unknown, ttl?: number) => cache.set(key, value, ttl)) } as Cache;
}

export type PhaseFigures = { requests: number; failures: number; perSecond: number; p50Ms: number; p99Ms: number; maxMs: number };

/** `clients` concurrent loops of `operation` for `durationMs`; an operation is a failure unless it answers `expected`. */
export async function runLoad(operation: () => Promise<number>, expected: number, clients: number, durationMs: number): Promise<PhaseFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + durationMs;
  const client = async () => {
    while (performance.now() < end) {
      const begun = performance.now();
      const status = await operation().catch(() => 0);
      latencies.push(performance.now() - begun);
      if (status !== expected) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { requests: latencies.length, failures, perSecond: round((latencies.length / elapsedMs) * 1000), p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(at(1)) };
}
