import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createLoginGuard, defaultSlowdownMs } from './login-guard.ts';
import { TooManyRequestsError } from './too-many-requests.ts';

const lockedOut = { code: 'test.too_many_attempts', status: 429, message: 'Locked out for a while.' };

let run = 0;
function guard(max = 3, delays: number[] = []) {
  run += 1;
  return createLoginGuard({
    createLimiter: (o) => new RateLimiterMemory({ keyPrefix: `${o.keyPrefix}-${run}`, points: o.points, duration: o.durationSeconds, blockDuration: o.blockSeconds }),
    name: 'test-login',
    lockedOut,
    maxConsecutiveFailures: max,
    lockoutMinutes: 15,
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
}

const ada = { account: 'Ada', client: '10.0.0.1' };

describe('login guard', () => {
  it('When failures stay under the limit, then attempts are allowed and each failure waits a little longer', async () => {
    const delays: number[] = [];
    const g = guard(3, delays);
    for (let i = 0; i < 3; i += 1) {
      await g.assertAllowed(ada);
      await g.recordFailure(ada);
    }
    await expect(g.assertAllowed(ada)).resolves.toBeUndefined();
    expect(delays).toEqual([0, 500, 1000]);
  });

  it('When one failure too many happens, then it is answered 429 and the pair stays locked out with a retry time', async () => {
    const g = guard(3);
    for (let i = 0; i < 3; i += 1) await g.recordFailure(ada);
    const error = await g.recordFailure(ada).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject(lockedOut);
    const locked = (await g.assertAllowed(ada).catch((e: unknown) => e)) as TooManyRequestsError;
    expect(locked.status).toBe(429);
    expect(locked.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(locked.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('When a pair is locked out, then the same account from another client and the account name in other case are judged apart or together as expected', async () => {
    const g = guard(2);
    for (let i = 0; i < 3; i += 1) await g.recordFailure(ada).catch(() => undefined);
    await expect(g.assertAllowed({ account: 'ada', client: '10.0.0.1' })).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(g.assertAllowed({ account: 'Ada', client: '10.0.0.2' })).resolves.toBeUndefined();
  });

  it('When a login succeeds, then the consecutive failures are forgotten', async () => {
    const g = guard(3);
    await g.recordFailure(ada);
    await g.recordFailure(ada);
    await g.recordSuccess(ada);
    await g.recordFailure(ada);
    await g.recordFailure(ada);
    await expect(g.assertAllowed(ada)).resolves.toBeUndefined();
  });

  it('When the slow-down is computed, then it starts at the second failure and is capped at 3 s', () => {
    expect([1, 2, 3, 7, 50].map(defaultSlowdownMs)).toEqual([0, 500, 1000, 3000, 3000]);
  });
});
