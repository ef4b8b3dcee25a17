import { QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts';
import { isAbort, statusOf } from './request-errors.ts';

/**
 * How often a read is tried again, and how long to wait before each new try: the wait before
 * retry n (0-based) is `firstDelayMs × factor^n`, capped at `maxDelayMs`.
 */
export type RetryPolicy = { retries: number; firstDelayMs: number; factor: number; maxDelayMs: number };

const L = QUIZ_EXPERIENCE_LIMITS;

/** The answer screen's quiz lookup: 3 retries after 1 s, 2 s, 4 s (doubling, capped at 10 s). */
export const QUIZ_FETCH_RETRY: RetryPolicy = {
  retries: L.quizFetchRetries,
  firstDelayMs: L.quizFetchRetryFirstDelayMs,
  factor: 2,
  maxDelayMs: L.quizFetchRetryMaxDelayMs,
};

/** The other page reads (results, share page, test page list): 3 retries, 1 s apart. */
export const PAGE_READ_RETRY: RetryPolicy = {
  retries: L.pageReadRetries,
  firstDelayMs: L.pageReadRetryDelayMs,
  factor: 1,
  maxDelayMs: L.pageReadRetryDelayMs,
};

/** The wait before retry `retryIndex` (0 for the first retry). */
export const retryDelayMs = (policy: RetryPolicy, retryIndex: number): number =>
  Math.min(policy.firstDelayMs * policy.factor ** retryIndex, policy.maxDelayMs);

/**
 * Only what can succeed on a second try: no answer at all (fetch rejects with a TypeError when the
 * network or the gateway is unreachable) or a 5xx. A 4xx — 404 not found, 410 expired, 400 — is the
 * server's answer, not a failure, and an abort means nobody is waiting any more.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (isAbort(error)) return false;
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  return error instanceof TypeError;
}

const abortError = () => new DOMException('Aborted', 'AbortError');

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `read`, and again after the policy's waits while it fails with something worth retrying;
 * the last failure is thrown. Aborting `signal` (the screen went away) cancels a pending wait and
 * any retry not yet started.
 */
export async function withRetries<T>(read: () => Promise<T>, policy: RetryPolicy, signal: AbortSignal): Promise<T> {
  for (let retryIndex = 0; ; retryIndex += 1) {
    if (signal.aborted) throw abortError();
    try {
      return await read();
    } catch (error) {
      if (signal.aborted || retryIndex >= policy.retries || !isWorthRetrying(error)) throw error;
      await wait(retryDelayMs(policy, retryIndex), signal);
    }
  }
}
