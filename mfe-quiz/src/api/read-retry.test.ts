import { QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts';
import { ApiError } from '@quizlink/platform';
import { PAGE_READ_RETRY, QUIZ_FETCH_RETRY, isWorthRetrying, retryDelayMs, withRetries } from './read-retry.ts';

const apiError = (status: number) => new ApiError({ status, code: 'x', message: `${status}` });
const networkError = () => new TypeError('Failed to fetch');

/** A read that fails with `failures` in turn, then resolves 'ok'; records when each call happened. */
function flakyRead(failures: unknown[]) {
  const calledAt: number[] = [];
  const read = jest.fn(async () => {
    calledAt.push(Date.now());
    const failure = failures[calledAt.length - 1];
    if (failure !== undefined) throw failure;
    return 'ok';
  });
  return { read, calledAt };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the retry policies', () => {
  it('When the quiz fetch fails, then the waits are 1 s, 2 s and 4 s, doubling but never above 10 s', () => {
    expect(QUIZ_FETCH_RETRY.retries).toBe(3);
    expect([0, 1, 2].map((n) => retryDelayMs(QUIZ_FETCH_RETRY, n))).toEqual([1000, 2000, 4000]);
    expect(retryDelayMs(QUIZ_FETCH_RETRY, 4)).toBe(QUIZ_EXPERIENCE_LIMITS.quizFetchRetryMaxDelayMs);
  });

  it('When another page read fails, then it is retried 3 times at 1 s', () => {
    expect(PAGE_READ_RETRY.retries).toBe(3);
    expect([0, 1, 2].map((n) => retryDelayMs(PAGE_READ_RETRY, n))).toEqual([1000, 1000, 1000]);
  });

  it('When an error is judged, then only no answer at all and a 5xx are worth a second try', () => {
    expect(isWorthRetrying(networkError())).toBe(true);
    for (const status of [500, 502, 503, 504]) expect(isWorthRetrying(apiError(status))).toBe(true);
    for (const status of [400, 401, 403, 404, 410]) expect(isWorthRetrying(apiError(status))).toBe(false);
    expect(isWorthRetrying(new DOMException('Aborted', 'AbortError'))).toBe(false);
    expect(isWorthRetrying(new SyntaxError('Unexpected token'))).toBe(false);
  });
});

describe('withRetries', () => {
  it('When the network fails and then a 503 comes back, then the read is retried until it succeeds', async () => {
    const { read } = flakyRead([networkError(), apiError(503)]);
    const result = withRetries(read, PAGE_READ_RETRY, new AbortController().signal);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('ok');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it.each([404, 410, 400])('When the server answers %i, then that answer stands: no retry', async (status) => {
    const { read } = flakyRead([apiError(status)]);
    const result = withRetries(read, QUIZ_FETCH_RETRY, new AbortController().signal);
    await expect(result).rejects.toMatchObject({ status });
    await jest.advanceTimersByTimeAsync(20_000);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('When every try fails, then it gives up after 3 retries with the last error, waiting 1 s, 2 s and 4 s between', async () => {
    const start = Date.now();
    const last = apiError(504);
    const { read, calledAt } = flakyRead([networkError(), apiError(503), apiError(502), last]);
    const result = withRetries(read, QUIZ_FETCH_RETRY, new AbortController().signal);
    const failure = result.catch((error: unknown) => error);

    await jest.advanceTimersByTimeAsync(999);
    expect(read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(read).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(4000);
    expect(await failure).toBe(last);
    expect(calledAt.map((t) => t - start)).toEqual([0, 1000, 3000, 7000]);
  });

  it('When the caller aborts during a wait, then the wait ends at once and no retry follows', async () => {
    const controller = new AbortController();
    const { read } = flakyRead([networkError(), networkError()]);
    const result = withRetries(read, PAGE_READ_RETRY, controller.signal);
    const failure = result.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await failure).toMatchObject({ name: 'AbortError' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
