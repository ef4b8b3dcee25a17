/** What a failed model call tells us: whether to try again, and how long the server asked us to wait. */
type CallError = Error & { status?: number; headers?: Headers; code?: string };

const RETRYABLE_NAMES = new Set(['TimeoutError', 'APIConnectionError', 'APIConnectionTimeoutError', 'OutputParserException', '$ZodError', 'ZodError']);

/**
 * Worth retrying: rate limits (429), server errors (5xx), timeouts, dropped connections, and answers that
 * were not valid JSON or broke the schema (a model often complies on the next try). Not retried: other
 * 4xx (bad key, unknown model, bad request) — those fail the same way every time.
 */
export function isRetryable(error: unknown): boolean {
  // Duck-typed: timeouts are DOMExceptions, which need not share this realm's Error.
  if (typeof error !== 'object' || error === null) return false;
  const { status, name } = error as CallError;
  if (typeof status === 'number') return status === 429 || status >= 500;
  return RETRYABLE_NAMES.has(name) || RETRYABLE_NAMES.has(error.constructor.name);
}

/** Seconds from a Retry-After header, when the server sent one. */
export function retryAfterMs(error: unknown): number | null {
  const headers = (error as CallError | undefined)?.headers;
  const value = headers instanceof Headers ? headers.get('retry-after') : null;
  const seconds = value === null ? Number.NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export type RetryOptions = {
  retries: number;
  /** Per attempt. */
  timeoutMs: number;
  /** The caller's cancellation: never retried, passed through as it is. */
  signal?: AbortSignal;
  baseDelayMs?: number;
  maxDelayMs?: number;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
};

/**
 * Runs `call` with a timeout per attempt and retries what is worth retrying, with exponential backoff
 * (jittered) or the server's Retry-After, capped. LangChain's own retries are switched off so that this
 * one policy applies (its default fails a 429 without Retry-After at once).
 */
export async function withRetries<T>(call: (signal: AbortSignal) => Promise<T>, opts: RetryOptions): Promise<T> {
  const base = opts.baseDelayMs ?? 500;
  const max = opts.maxDelayMs ?? 8000;
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(opts.timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    try {
      return await call(signal);
    } catch (error) {
      if (opts.signal?.aborted) throw opts.signal.reason;
      const failure = timeout.aborted ? timeout.reason : error;
      if (attempt >= opts.retries || !isRetryable(failure)) throw failure;
      const delay = Math.min(max, retryAfterMs(failure) ?? base * 2 ** attempt * (0.75 + Math.random() / 2));
      opts.onRetry?.(failure, attempt + 1, delay);
      await sleep(delay, opts.signal);
    }
  }
}
