import { SHORTLINK_ERRORS, shortlinkListSchema } from '@quizlink/contracts/shortlink';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from '@quizlink/kit-cache/testing';
import { call } from '@quizlink/kit-http/testing';
import { PASSWORD, startShortlinkService, type Harness } from './shortlink.harness.ts';

const withRedisServer = redisServerInstalled ? describe : describe.skip;

withRedisServer('shortlink changes when the resolve cache is down', () => {
  let redis: PrivateRedis;
  let h: Harness;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    h = await startShortlinkService('cache_outage', {}, { cacheRedisUrl: redis.url });
  });
  afterAll(async () => {
    await h.close();
    await redis.stop();
  });

  it('When the cache cannot drop the short\'s entry, then the change is refused with 503 shortlink.cache_unavailable and nothing is stored', async () => {
    await redis.kill();
    const refused = await call(h.baseUrl, 'POST', '/api/short/admin/shortlinks', { password: PASSWORD, short: 'stale', target: 'https://example.com/' });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({ code: SHORTLINK_ERRORS.shortlinkCacheUnavailable.code, message: SHORTLINK_ERRORS.shortlinkCacheUnavailable.message });
    const list = await call(h.baseUrl, 'POST', '/api/short/admin/shortlinks/list', { password: PASSWORD });
    expect(shortlinkListSchema.parse(list.body).map((link) => link.short)).not.toContain('stale');
  });
});
