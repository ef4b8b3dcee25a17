import { isWorthRetrying } from '@quizlink/platform';

/** How often a submission is sent again, and the wait before retry n (0-based): `firstDelayMs × 2^n`, at most `maxDelayMs`. */
export type RetryPolicy = { retries: number; firstDelayMs: number; maxDelayMs: number };

const retryDelayMs = (policy: RetryPolicy, retryIndex: number): number => Math.min(policy.firstDelayMs * 2 ** retryIndex, policy.maxDelayMs);

/**
 * Not a query-client mutation on purpose: a mutation cannot be cancelled, and these retries have no end
 * but the page going away (the abort signal).
 *
 * A submission is retried, with the same Idempotency-Key, for as long as the page is open and the
 * failure is one a retry can cure (no answer, or a 5xx): the server keeps one attempt per key, so the
 * taker always reaches their results. The waits double from 1 s and stay at 10 s.
 */
export const SUBMIT_RETRY: RetryPolicy = { retries: Number.POSITIVE_INFINITY, firstDelayMs: 1000, maxDelayMs: 10_000 };

const aborted = () => new DOMException('Aborted', 'AbortError');

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(aborted());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends until the server answers with the stored attempt. `onRetry(n)` runs before retry n (1-based),
 * so the page can say it is retrying. A 4xx (the server's verdict) or an abort (the page went away)
 * ends it with that error.
 */
export async function submitUntilStored<T>(send: () => Promise<T>, opts: { signal: AbortSignal; onRetry(retry: number): void; policy?: RetryPolicy }): Promise<T> {
  const policy = opts.policy ?? SUBMIT_RETRY;
  for (let retry = 0; ; retry += 1) {
    if (opts.signal.aborted) throw aborted();
    try {
      return await send();
    } catch (error) {
      if (opts.signal.aborted || retry >= policy.retries || !isWorthRetrying(error)) throw error;
      await pause(retryDelayMs(policy, retry), opts.signal);
      opts.onRetry(retry + 1);
    }
  }
}
