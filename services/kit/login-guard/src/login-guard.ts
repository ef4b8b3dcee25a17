import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { CatalogueError } from '@quizlink/kit-errors';
import type { LimiterOptions } from './limiter-factory.ts';
import { TooManyRequestsError } from './too-many-requests.ts';

/** Who is trying: the account (or login) name and the client's address. */
export type LoginAttempt = { account: string; client: string };

export type LoginGuard = {
  /** Throws TooManyRequestsError (429) while this account+client, or this client, is locked out. */
  assertAllowed(attempt: LoginAttempt): Promise<void>;
  /** Counts a failure, waits the slow-down delay, and throws 429 when this failure starts a lock-out. */
  recordFailure(attempt: LoginAttempt): Promise<void>;
  /** A success forgets the account+client's consecutive failures. */
  recordSuccess(attempt: LoginAttempt): Promise<void>;
};

export type LoginGuardOptions = {
  /** Builds the two counters (memory or Redis: `createLimiterFactory(...).create`). */
  createLimiter(opts: Required<LimiterOptions>): RateLimiterAbstract;
  /** Names this login's counters (`<name>-consecutive`, `<name>-daily`). */
  name: string;
  /** The 429 a locked-out caller gets: the service's catalogue entry (`CONTENT_ERRORS.authTooManyAttempts`). */
  lockedOut: CatalogueError;
  maxConsecutiveFailures: number;
  lockoutMinutes: number;
  /** The delay before a failure is answered, by how many failures in a row (slows guessing down). */
  slowdownMs?: (failures: number) => number;
  sleep?: (ms: number) => Promise<void>;
};

/** No delay for a first typo, then half a second more per failure, at most three seconds. */
export const defaultSlowdownMs = (failures: number): number => Math.min(Math.max(0, failures - 1) * 500, 3000);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Brute-force protection after rate-limiter-flexible's login pattern: consecutive failures per
 * account and client lock that pair out for a while; a much larger daily budget per client stops one
 * address from trying many accounts. Failures are answered more slowly as they pile up.
 */
export function createLoginGuard(opts: LoginGuardOptions): LoginGuard {
  const lockoutSeconds = opts.lockoutMinutes * 60;
  const consecutive = opts.createLimiter({
    keyPrefix: `${opts.name}-consecutive`,
    points: opts.maxConsecutiveFailures,
    durationSeconds: lockoutSeconds * 4,
    blockSeconds: lockoutSeconds,
  });
  const perClientDaily = opts.createLimiter({
    keyPrefix: `${opts.name}-daily`,
    points: opts.maxConsecutiveFailures * 20,
    durationSeconds: 86_400,
    blockSeconds: 86_400,
  });
  const slowdownMs = opts.slowdownMs ?? defaultSlowdownMs;
  const sleep = opts.sleep ?? defaultSleep;
  const pairKey = (attempt: LoginAttempt) => `${attempt.account.toLowerCase()}|${attempt.client}`;
  const lockedOut = (retryAfterMs: number) => new TooManyRequestsError(opts.lockedOut, { retryAfterMs });

  return {
    async assertAllowed(attempt) {
      const [pair, client] = await Promise.all([consecutive.get(pairKey(attempt)), perClientDaily.get(attempt.client)]);
      if (client && client.consumedPoints > perClientDaily.points) throw lockedOut(client.msBeforeNext);
      if (pair && pair.consumedPoints > consecutive.points) throw lockedOut(pair.msBeforeNext);
    },
    async recordFailure(attempt) {
      try {
        const [pair] = await Promise.all([consecutive.consume(pairKey(attempt)), perClientDaily.consume(attempt.client)]);
        await sleep(slowdownMs(pair.consumedPoints));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw lockedOut(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async recordSuccess(attempt) {
      await consecutive.delete(pairKey(attempt));
    },
  };
}
