import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { createLeasedLimiter, leaseSizeFor } from './rate-limit-leases.ts';

const BUDGET = 200;
const LEASE = leaseSizeFor(BUDGET);

/** A real counter of rate-limiter-flexible, in memory: what Redis holds in distributed mode. */
const counterOf = (durationSeconds = 60) => new RateLimiterMemory({ points: BUDGET, duration: durationSeconds });
const spent = async (counter: RateLimiterMemory, key: string) => (await counter.get(key))?.consumedPoints ?? 0;

/** How many of `count` requests pass, one after another. */
async function passing(limiter: ReturnType<typeof createLeasedLimiter>, key: string, count: number): Promise<number> {
  let passed = 0;
  for (let i = 0; i < count; i += 1) {
    try {
      await limiter.consume(key);
      passed += 1;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
    }
  }
  return passed;
}

describe('rate-limit leases', () => {
  test('When the budget is large or small, then a lease is a twentieth of it, between 1 and 100 points', () => {
    expect(leaseSizeFor(600)).toBe(30);
    expect(leaseSizeFor(120)).toBe(6);
    expect(leaseSizeFor(60)).toBe(3);
    expect(leaseSizeFor(39)).toBe(1);
    expect(leaseSizeFor(1_000_000)).toBe(100);
  });

  test('When a client makes requests, then the shared counter is spent a lease at a time, not a request at a time', async () => {
    const counter = counterOf();
    const limiter = createLeasedLimiter(counter, BUDGET);
    expect(await passing(limiter, 'ada', 3)).toBe(3);
    expect(await spent(counter, 'ada')).toBe(LEASE);
    expect(await passing(limiter, 'ada', LEASE)).toBe(LEASE);
    expect(await spent(counter, 'ada')).toBe(2 * LEASE);
  });

  test('When many requests of one client arrive at once, then they share one lease', async () => {
    const counter = counterOf();
    const limiter = createLeasedLimiter(counter, BUDGET);
    await Promise.all(Array.from({ length: LEASE }, () => limiter.consume('burst')));
    expect(await spent(counter, 'burst')).toBe(LEASE);
  });

  test('When a client sends more than its budget, then exactly the budget passes and the rest is refused with the time to wait', async () => {
    const limiter = createLeasedLimiter(counterOf(), BUDGET);
    expect(await passing(limiter, 'flood', BUDGET + 50)).toBe(BUDGET);
    const refusal = await limiter.consume('flood').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimiterRes);
    expect((refusal as RateLimiterRes).msBeforeNext).toBeGreaterThan(0);
  });

  test('When a client is refused, then its further requests are refused without spending the counter again', async () => {
    const counter = counterOf();
    const limiter = createLeasedLimiter(counter, BUDGET);
    await passing(limiter, 'flood', BUDGET + 1);
    const after = await spent(counter, 'flood');
    expect(await passing(limiter, 'flood', 50)).toBe(0);
    expect(await spent(counter, 'flood')).toBe(after);
  });

  test('When fewer points are left than a lease, then the instance takes what is left and no more', async () => {
    const counter = counterOf();
    await counter.consume('late', BUDGET - 5);
    const limiter = createLeasedLimiter(counter, BUDGET);
    expect(await passing(limiter, 'late', 20)).toBe(5);
  });

  test('When a client alternates between two instances, then together they never pass more than the budget and lose at most a lease each', async () => {
    const counter = counterOf();
    const one = createLeasedLimiter(counter, BUDGET);
    const two = createLeasedLimiter(counter, BUDGET);
    let passed = 0;
    for (let i = 0; i < BUDGET + 100; i += 1) passed += await passing(i % 2 === 0 ? one : two, 'both', 1);
    expect(passed).toBeLessThanOrEqual(BUDGET);
    expect(passed).toBeGreaterThanOrEqual(BUDGET - 2 * (LEASE - 1));
  });

  test("When the counter's window ends, then the client has a whole budget again and its old lease is swept", async () => {
    const counter = counterOf(1);
    const limiter = createLeasedLimiter(counter, BUDGET);
    expect(await passing(limiter, 'window', BUDGET + 1)).toBe(BUDGET);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    limiter.sweep();
    expect(await passing(limiter, 'window', BUDGET + 1)).toBe(BUDGET);
  });

  test('When the counter fails, then the failure reaches the caller and the next request asks the counter again', async () => {
    const counter = counterOf();
    const failing = Object.assign(Object.create(counter) as RateLimiterMemory, { consume: () => Promise.reject(new Error('counter down')) });
    const limiter = createLeasedLimiter(failing, BUDGET);
    await expect(limiter.consume('down')).rejects.toThrow('counter down');
    await expect(limiter.consume('down')).rejects.toThrow('counter down');
  });
});
