import { randomUUID } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { eventually } from '@quizlink/kit-http/testing';
import { REDIS_FAIL_FAST } from '@quizlink/kit-cache';
import { freePort, redisServerInstalled, startPrivateRedis, type PrivateRedis } from '@quizlink/kit-cache/testing';
import { createLogger } from '@quizlink/kit-logger';
import { createLimiterFactory, type LimiterFactory } from './limiter-factory.ts';
import { createLoginGuard } from './login-guard.ts';
import { TooManyRequestsError } from './too-many-requests.ts';

const logger = createLogger({ service: 'limiter-outage-test', level: 'silent' });
const rules = { keyPrefix: 'contact', points: 3, durationSeconds: 60 };
const factories: LimiterFactory[] = [];
const withRedisServer = redisServerInstalled ? describe : describe.skip;
/** What a busy, shared machine may add to any call. */
const SLACK_MS = 100;

function factory(redisUrl: string): LimiterFactory {
  const made = createLimiterFactory({ redisUrl, namespace: `t-${randomUUID()}`, logger, halfOpenAfterMs: 300 });
  factories.push(made);
  return made;
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call().catch(() => undefined);
  return performance.now() - started;
}

afterEach(async () => {
  for (const made of factories.splice(0)) await made.close();
});

describe('limiter factory when nothing listens on the Redis port', () => {
  it('When Redis is unreachable, then the circuit opens, limits still apply per instance, and no call waits', async () => {
    const made = factory(`redis://127.0.0.1:${await freePort()}`);
    const limiter = made.create(rules);
    for (let i = 0; i < rules.points; i += 1) await expect(limiter.consume('10.0.0.1')).resolves.toBeInstanceOf(RateLimiterRes);
    await expect(limiter.consume('10.0.0.1')).rejects.toBeInstanceOf(RateLimiterRes);
    expect(made.health()).toBe('degraded');
    // 100 calls with the circuit open, a few milliseconds in all: none waits for Redis.
    const ms = await timed(async () => {
      for (let i = 0; i < 100; i += 1) await limiter.consume(`10.0.1.${i}`);
    });
    expect(ms).toBeLessThan(1000);
  });
});

withRedisServer('limiter factory when its own redis-server dies', () => {
  let server: PrivateRedis;
  beforeEach(async () => {
    server = await startPrivateRedis();
  });
  afterEach(async () => {
    await server.stop();
  });

  it('When the points are spent on a healthy Redis, then the refusals do not open the circuit', async () => {
    const made = factory(server.url);
    const limiter = made.create(rules);
    await limiter.consume('k', rules.points);
    for (let i = 0; i < REDIS_FAIL_FAST.failuresToOpen * 3; i += 1) await expect(limiter.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    expect(made.health()).toBe('up');
  });

  it('When Redis is killed, then counting goes on in memory at once; when it is back, the shared counters are used again', async () => {
    const made = factory(server.url);
    const limiter = made.create(rules);
    await limiter.consume('before');
    await server.kill();
    for (let i = 0; i < rules.points; i += 1) {
      expect(await timed(() => limiter.consume('during'))).toBeLessThan(REDIS_FAIL_FAST.commandTimeoutMs + SLACK_MS);
    }
    await expect(limiter.consume('during')).rejects.toBeInstanceOf(RateLimiterRes);
    expect(made.health()).toBe('degraded');

    await server.restart();
    await eventually(async () => {
      await limiter.get('probe');
      expect(made.health()).toBe('up');
    }, 5000);
    // Counting is in Redis again: another instance on the same namespace sees this one's points.
    await limiter.consume('after');
    const other = createLimiterFactory({ redisUrl: server.url, namespace: limiter.keyPrefix.replace(/:contact$/, ''), logger });
    factories.push(other);
    expect((await other.create(rules).get('after'))?.consumedPoints).toBe(1);
  });

  it('When Redis is killed, then a login is still locked out after too many failures, without waiting on Redis', async () => {
    const made = factory(server.url);
    const guard = createLoginGuard({
      createLimiter: (limiter) => made.create(limiter),
      name: 'admin',
      lockedOut: { code: 'test.too_many_attempts', status: 429, message: 'Too many attempts' },
      maxConsecutiveFailures: 2,
      lockoutMinutes: 15,
      sleep: async () => undefined,
    });
    const attempt = { account: 'admin', client: '10.0.0.9' };
    await server.kill();
    await guard.recordFailure(attempt);
    await expect(guard.recordFailure(attempt)).resolves.toBeUndefined();
    await expect(guard.recordFailure(attempt)).rejects.toBeInstanceOf(TooManyRequestsError);
    const ms = await timed(() => guard.assertAllowed(attempt));
    await expect(guard.assertAllowed(attempt)).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(ms).toBeLessThan(REDIS_FAIL_FAST.commandTimeoutMs + SLACK_MS);
  });
});
