import { DRAFT_ERRORS } from '@quizlink/contracts/draft';
import { REDIS_FAIL_FAST } from '@quizlink/kit-cache';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from '@quizlink/kit-cache/testing';
import { call } from '@quizlink/kit-http/testing';
import { SETTINGS, startGenerationService, type Harness } from './generation-service.harness.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

const topic = { topicPrompt: 'Volcanoes', numberOfQuestions: 5, questionTypes: 'essay', settings: SETTINGS };
const withRedisServer = redisServerInstalled ? describe : describe.skip;

/** A start's outcome: 201, or the error code of a refusal. */
async function timedStart(baseUrl: string): Promise<{ outcome: number | string; ms: number }> {
  const started = performance.now();
  const res = await call(baseUrl, 'POST', '/api/auto-create/start-draft-session', topic);
  return { outcome: res.status === 201 ? 201 : String(res.body?.error?.code), ms: performance.now() - started };
}
const limited = DRAFT_ERRORS.autoCreateRateLimited.code;

withRedisServer('generation rate limits when their Redis fails', () => {
  let redis: PrivateRedis;
  let h: Harness;
  beforeEach(async () => {
    redis = await startPrivateRedis();
    h = await startGenerationService('redis_outage', { ocr: null, env: { REDIS_URL: redis.url, GENERATION_RATE_PER_MINUTE: '3', GENERATION_MAX_CONCURRENT: '20', GENERATION_MAX_CONCURRENT_PER_CLIENT: '20' } });
  });
  afterEach(async () => {
    await h.close();
    await redis.stop();
  });

  it('When Redis hangs, then starts are answered without waiting on it and the per-minute limit still applies on this instance', async () => {
    expect((await timedStart(h.baseUrl)).outcome).toBe(201);
    redis.pause();
    try {
      const during = [await timedStart(h.baseUrl), await timedStart(h.baseUrl), await timedStart(h.baseUrl), await timedStart(h.baseUrl)];
      expect(during.map((answer) => answer.outcome)).toEqual([201, 201, 201, limited]);
      // A hung Redis costs at most one command timeout per call (two counters), then the circuit is open.
      for (const answer of during) expect(answer.ms).toBeLessThan(2 * REDIS_FAIL_FAST.commandTimeoutMs + 400);
    } finally {
      redis.resume();
    }
  });

  it('When Redis is killed, then the limit is counted in memory at once, and Retry-After is still given', async () => {
    await redis.kill();
    const answers = [await timedStart(h.baseUrl), await timedStart(h.baseUrl), await timedStart(h.baseUrl), await timedStart(h.baseUrl)];
    expect(answers.map((answer) => answer.outcome)).toEqual([201, 201, 201, limited]);
    const refused = await call(h.baseUrl, 'POST', '/api/auto-create/start-draft-session', topic);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
