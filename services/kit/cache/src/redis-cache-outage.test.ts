import { Writable } from 'node:stream';
import { createLogger } from '@quizlink/kit-logger';
import { REDIS_FAIL_FAST, createRedisCache, type RedisCache } from './index.ts';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from './testing.ts';

const withRedisServer = redisServerInstalled ? describe : describe.skip;
/** What a busy, shared machine may add to any call. */
const SLACK_MS = 100;

/** A logger whose lines the test can read. */
function recordingLogger() {
  const lines: Array<{ level: string; msg: string }> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ service: 'cache-outage-test', level: 'info', destination }), lines };
}

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

withRedisServer('redis cache when its own redis-server dies', () => {
  let server: PrivateRedis;
  let cache: RedisCache;
  let lines: Array<{ level: string; msg: string }>;
  /** A cache on the test's Redis that has stored `kept`. */
  let cacheOpening: (halfOpenAfterMs: number) => Promise<RedisCache>;

  beforeEach(async () => {
    server = await startPrivateRedis();
    const recording = recordingLogger();
    lines = recording.lines;
    cacheOpening = async (halfOpenAfterMs) => {
      const opened = createRedisCache({ redisUrl: server.url, keyPrefix: 'outage', logger: recording.logger, halfOpenAfterMs });
      await opened.set('kept', { v: 1 });
      expect(await opened.get('kept')).toEqual({ v: 1 });
      return opened;
    };
    cache = await cacheOpening(300);
  });
  afterEach(async () => {
    await cache.close();
    await server.stop();
  });

  test('When Redis is killed, then the circuit opens, calls answer without Redis at once, and the outage is logged once', async () => {
    // No probe while the calls below run: on a loaded machine they may outlast a short half-open interval,
    // and each probe then rightly waits for Redis (the next test covers the probes).
    await cache.close();
    cache = await cacheOpening(60_000);
    await server.kill();
    for (let i = 0; i < REDIS_FAIL_FAST.failuresToOpen; i += 1) {
      const { value, ms } = await timed(() => cache.get('kept'));
      expect(value).toBeUndefined();
      expect(ms).toBeLessThan(REDIS_FAIL_FAST.commandTimeoutMs + SLACK_MS);
    }
    expect(cache.health()).toBe('degraded');
    const { ms } = await timed(async () => {
      for (let i = 0; i < 200; i += 1) {
        expect(await cache.get('kept')).toBeUndefined();
        await cache.set('kept', { v: 2 }, 60);
      }
    });
    // 400 calls with the circuit open, a few milliseconds in all: none of them waits for Redis.
    expect(ms).toBeLessThan(1000);
    await expect(cache.del('kept')).rejects.toThrow();
    await expect(cache.ping()).resolves.toBeUndefined();
    expect(lines.filter((line) => line.msg.startsWith('redis unavailable'))).toHaveLength(1);
  });

  test('When the killed Redis comes back, then a probe closes the circuit and the cache is used again', async () => {
    await server.kill();
    for (let i = 0; i < REDIS_FAIL_FAST.failuresToOpen; i += 1) await cache.get('kept');
    expect(cache.health()).toBe('degraded');
    await server.restart();
    await until(async () => {
      await cache.set('back', 'yes');
      return cache.health() === 'up';
    }, 5000);
    expect(await cache.get('back')).toBe('yes');
    expect(lines.filter((line) => line.msg.startsWith('redis available again'))).toHaveLength(1);
  });

  test('When Redis hangs (stopped, connections open), then a call waits at most the command timeout', async () => {
    server.pause();
    try {
      for (let i = 0; i < REDIS_FAIL_FAST.failuresToOpen; i += 1) {
        const { value, ms } = await timed(() => cache.get('kept'));
        expect(value).toBeUndefined();
        expect(ms).toBeLessThan(REDIS_FAIL_FAST.commandTimeoutMs + SLACK_MS);
      }
      expect(cache.health()).toBe('degraded');
      // A call that reached the stopped Redis would take the whole command timeout.
      const { ms } = await timed(() => cache.get('kept'));
      expect(ms).toBeLessThan(REDIS_FAIL_FAST.commandTimeoutMs);
    } finally {
      server.resume();
    }
    await until(async () => (await cache.get('kept')) !== undefined, 5000);
    expect(cache.health()).toBe('up');
  });

  test('When Redis hangs with a command in flight, then close returns after one command timeout, not when Redis answers', async () => {
    server.pause();
    try {
      // The get is written to the stopped Redis and never answered: a graceful close would wait for it.
      expect(await cache.get('kept')).toBeUndefined();
      const { ms } = await timed(() => cache.close());
      expect(ms).toBeLessThan(REDIS_FAIL_FAST.commandTimeoutMs + SLACK_MS);
    } finally {
      server.resume();
    }
  });
});
