/**
 * Redis is a cache and a counter store, never the source of truth: killing it under load must cost a
 * fraction of the throughput, not nearly all of it (issue 10, point 5: submissions fell to ~1% and
 * requests waited up to 8 s). The submission path and shortlink resolution run at a steady concurrent
 * load against a redis-server of this test's own, which is SIGKILLed and then started again.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SHORTLINK_CACHE } from '@quizlink/contracts/shortlink';
import { REDIS_FAIL_FAST } from '@quizlink/kit-cache';
import { redisServerInstalled } from '@quizlink/kit-cache/testing';
import { eventually } from '@quizlink/kit-http/testing';
import { runLoad, startOutageStack, type OutageStack, type PhaseFigures } from './redis-outage.harness.ts';

const PHASE_MS = 2500;
const CLIENTS_PER_PATH = 4;
/**
 * Bounds for a noisy, shared 2-core machine: ratios to a reference phase, with slack (other processes'
 * load moves a phase's figures by tens of percent: 0.54–1.4 measured with the fix). Before the fix the
 * outage phase ran at 2–9% of the reference with requests waiting 4.4 s, and each cache call waited seconds.
 */
const MIN_THROUGHPUT_RATIO = 0.3;
/** Two measurements taken side by side share the machine's noise: a tighter bound holds. */
const MIN_SAME_WINDOW_RATIO = 0.6;
const LATENCY_FACTOR = 3;
/**
 * What a starved machine may add to the slowest calls of a 2.5 s phase. 300 ms was not enough: in one CI
 * run, with the other jest workers busy, the outage phase's event loop stalled 232 ms and its submissions
 * reached p99 1,003 ms and max 1,158 ms (throughput, failures and every cache call within bounds), and the
 * same test passed with two CPU burners beside it here. 1.5 s still tells the fix from what it fixed
 * (requests waiting 4.4–8 s on a dead Redis); `slowestCacheCallMs` below checks the cache calls themselves.
 */
const LATENCY_SLACK_MS = 1500;
/** What the event loop of a busy machine may add to any call, Redis or not. */
const CACHE_CALL_SLACK_MS = 50;

const withRedisServer = redisServerInstalled ? describe : describe.skip;
let stack: OutageStack;

beforeAll(async () => {
  if (redisServerInstalled) stack = await startOutageStack('redis_outage');
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

/**
 * Per path; resolution twice over, through the gateway with the Redis resolve cache and through one
 * without a cache (every visit asks the shortlink service: what resolution costs when a cache cannot
 * help), side by side so that both see the same load on the machine. For the gateway's resolve cache:
 * its slowest call, and the longest stall of the event loop that services and clients share.
 */
type Figures = { submissions: PhaseFigures; resolutions: PhaseFigures; uncachedResolutions: PhaseFigures; slowestCacheCallMs: number; longestLoopStallMs: number };

async function phase(): Promise<Figures> {
  stack.takeCacheCallTimes();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const [submissions, resolutions, uncachedResolutions] = await Promise.all([
    runLoad(() => stack.submit(), 201, CLIENTS_PER_PATH, PHASE_MS),
    runLoad(() => stack.resolve('cached'), 302, CLIENTS_PER_PATH / 2, PHASE_MS),
    runLoad(() => stack.resolve('uncached'), 302, CLIENTS_PER_PATH / 2, PHASE_MS),
  ]);
  loopDelay.disable();
  const slowestCacheCallMs = Math.round(Math.max(0, ...stack.takeCacheCallTimes()));
  return { submissions, resolutions, uncachedResolutions, slowestCacheCallMs, longestLoopStallMs: Math.round(loopDelay.max / 1e6) };
}

/** No failure, most of the reference throughput, and latencies of the same order (nobody waits seconds on Redis). */
function expectDegradedGracefully(reference: PhaseFigures, outage: PhaseFigures, minRatio: number): void {
  expect(outage.failures).toBe(0);
  expect(outage.perSecond).toBeGreaterThanOrEqual(reference.perSecond * minRatio);
  expect(outage.p99Ms).toBeLessThanOrEqual(reference.p99Ms * LATENCY_FACTOR + LATENCY_SLACK_MS);
  expect(outage.maxMs).toBeLessThanOrEqual(reference.maxMs * LATENCY_FACTOR + LATENCY_SLACK_MS);
}

const failuresOf = (figures: Figures) => figures.submissions.failures + figures.resolutions.failures + figures.uncachedResolutions.failures;

withRedisServer('a Redis outage under load', () => {
  test('When Redis is killed under load, then submissions and shortlink resolution go on at most of their rate without waiting on it; when it is back, the caches are used again', async () => {
    await phase(); // warm-up: connections open, answer key and resolve entries cached
    const healthy = await phase();

    await stack.redis.kill();
    const outage = await phase();

    await stack.redis.restart();
    // The restarted Redis is empty: once a probe closes each circuit, both caches write to it again.
    await eventually(async () => {
      await stack.submit();
      await stack.resolve();
      expect(await stack.keysInRedis('answer-key:*')).toBeGreaterThan(0);
      expect(await stack.keysInRedis(SHORTLINK_CACHE.resolveKey('*'))).toBeGreaterThan(0);
    }, 10_000);
    const recovered = await phase();

    console.log(`redis outage under load (${CLIENTS_PER_PATH} clients per path, ${PHASE_MS} ms per phase):\n${JSON.stringify({ healthy, outage, recovered }, null, 2)}`);
    for (const figures of [healthy, outage, recovered]) expect(failuresOf(figures)).toBe(0);
    // Submissions: most of the rate they had with Redis (the answer key now comes from the quiz service).
    expectDegradedGracefully(healthy.submissions, outage.submissions, MIN_THROUGHPUT_RATIO);
    // Resolution falls back to the shortlink service: as fast as a gateway without a cache, in the same window.
    expectDegradedGracefully(outage.uncachedResolutions, outage.resolutions, MIN_SAME_WINDOW_RATIO);
    // The precise bound: no call of the cache port waited on the dead Redis longer than one command
    // timeout (beyond what a stalled event loop adds to any call on this busy machine).
    expect(outage.slowestCacheCallMs).toBeLessThanOrEqual(REDIS_FAIL_FAST.commandTimeoutMs + outage.longestLoopStallMs + CACHE_CALL_SLACK_MS);
    // Reads are served from the cache again: faster than asking the service, side by side.
    expect(recovered.resolutions.perSecond).toBeGreaterThan(recovered.uncachedResolutions.perSecond);
  }, 90_000);
});
