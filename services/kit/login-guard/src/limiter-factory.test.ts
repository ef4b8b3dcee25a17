import { randomUUID } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { eventually } from '@quizlink/kit-http/testing';
import { createLogger } from '@quizlink/kit-logger';
import { createLimiterFactory, type LimiterFactory } from './limiter-factory.ts';

const logger = createLogger({ service: 'limiter-test', level: 'silent' });
const redisUrl = process.env.REDIS_URL;
const rules = { keyPrefix: 'contact', points: 2, durationSeconds: 60 };
const factories: LimiterFactory[] = [];

function factory(opts: { redisUrl?: string; namespace: string }): LimiterFactory {
  const made = createLimiterFactory({ ...opts, logger });
  factories.push(made);
  return made;
}

afterEach(async () => {
  for (const made of factories.splice(0)) await made.close();
});

describe('limiter factory', () => {
  it('When a client spends its points, then the next action is refused with the time until the window ends', async () => {
    const limiter = factory({ namespace: `t-${randomUUID()}` }).create(rules);
    await limiter.consume('10.0.0.1');
    await limiter.consume('10.0.0.1');
    const refused = await limiter.consume('10.0.0.1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(50_000);
    await expect(limiter.consume('10.0.0.2')).resolves.toBeInstanceOf(RateLimiterRes);
  });

  it('When a block time is set, then the spent key stays refused that long after the window', async () => {
    const limiter = factory({ namespace: `t-${randomUUID()}` }).create({ ...rules, durationSeconds: 1, blockSeconds: 600 });
    await limiter.consume('k', 2);
    const refused = (await limiter.consume('k').catch((e: unknown) => e)) as RateLimiterRes;
    expect(refused.msBeforeNext).toBeGreaterThan(590_000);
  });

  it('When Redis cannot be reached, then the in-memory insurance limiter keeps counting (neither open nor locked)', async () => {
    const limiter = factory({ redisUrl: 'redis://127.0.0.1:1', namespace: `t-${randomUUID()}` }).create(rules);
    await limiter.consume('10.0.0.1');
    await limiter.consume('10.0.0.1');
    await expect(limiter.consume('10.0.0.1')).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(limiter.consume('10.0.0.2')).resolves.toBeInstanceOf(RateLimiterRes);
  });

  (redisUrl ? it : it.skip)('When two instances share a namespace on Redis, then they spend one budget; another namespace has its own', async () => {
    const namespace = `t-${randomUUID()}`;
    const [one, two] = [factory({ redisUrl, namespace }).create(rules), factory({ redisUrl, namespace }).create(rules)];
    const other = factory({ redisUrl, namespace: `${namespace}-other` }).create(rules);
    // Until its connection is up a Redis limiter counts in its insurance limiter: wait until both share counts.
    await eventually(async () => {
      const probe = randomUUID();
      await one.consume(probe);
      expect((await two.get(probe))?.consumedPoints).toBe(1);
    }, 5000);
    await one.consume('10.0.0.1');
    await two.consume('10.0.0.1');
    await expect(one.consume('10.0.0.1')).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(other.consume('10.0.0.1')).resolves.toBeInstanceOf(RateLimiterRes);
  });

  (redisUrl ? it : it.skip)('When a Redis counter is spent with a block time, then node-redis stores the block and the key stays refused that long', async () => {
    const limiter = factory({ redisUrl, namespace: `t-${randomUUID()}` }).create({ ...rules, durationSeconds: 1, blockSeconds: 600 });
    // Until its connection is up a Redis limiter counts in its insurance limiter: wait for the shared counter.
    await eventually(async () => {
      expect((await limiter.consume('probe'))?.consumedPoints).toBe(1);
      await limiter.delete('probe');
    }, 5000);
    await limiter.consume('k', 2);
    const refused = (await limiter.consume('k').catch((e: unknown) => e)) as RateLimiterRes;
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect(refused.msBeforeNext).toBeGreaterThan(590_000);
    expect((await limiter.get('k'))?.msBeforeNext).toBeGreaterThan(590_000);
  });
});
