import { QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts/quiz';
import { ApiError } from './api-client.ts';
import { createPageQueryClient } from './query-client.ts';
import { quizFetchRetryDelay, retryDashboardLoad, retryQuizFetch } from './read-retries.ts';

const apiError = (status: number) => new ApiError({ status, code: 'x', message: `${status}` });

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

describe("the page's query client", () => {
  it('When a read fails on the network and then with a 503, then it is retried 1 s apart until it succeeds', async () => {
    const client = createPageQueryClient();
    const start = Date.now();
    const { read, calledAt } = flakyRead([new TypeError('Failed to fetch'), apiError(503)]);
    const result = client.fetchQuery({ queryKey: ['read'], queryFn: read });
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('ok');
    expect(calledAt.map((t) => t - start)).toEqual([0, 1000, 2000]);
  });

  it('When every try fails, then it gives up after 3 retries with the last error', async () => {
    const client = createPageQueryClient();
    const last = apiError(504);
    const { read } = flakyRead([apiError(500), apiError(502), apiError(503), last]);
    const failure = client.fetchQuery({ queryKey: ['read'], queryFn: read }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await failure).toBe(last);
    expect(read).toHaveBeenCalledTimes(1 + QUIZ_EXPERIENCE_LIMITS.pageReadRetries);
  });

  it.each([400, 404, 410])('When the server answers %i, then that answer stands: no retry', async (status) => {
    const client = createPageQueryClient();
    const { read } = flakyRead([apiError(status)]);
    await expect(client.fetchQuery({ queryKey: ['read'], queryFn: read })).rejects.toMatchObject({ status });
    await jest.advanceTimersByTimeAsync(20_000);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('When the browser says it is offline, then the read is still tried (and fails and retries like any network failure)', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const client = createPageQueryClient();
      const { read } = flakyRead([]);
      await expect(client.fetchQuery({ queryKey: ['read'], queryFn: read })).resolves.toBe('ok');
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('the screens with their own policy', () => {
  it('When the quiz lookup fails, then it waits 1 s, 2 s and 4 s, doubling but never above 10 s, for 3 retries', () => {
    expect([0, 1, 2, 4].map(quizFetchRetryDelay)).toEqual([1000, 2000, 4000, QUIZ_EXPERIENCE_LIMITS.quizFetchRetryMaxDelayMs]);
    expect([0, 1, 2, 3].map((n) => retryQuizFetch(n, apiError(503)))).toEqual([true, true, true, false]);
    expect(retryQuizFetch(0, apiError(404))).toBe(false);
  });

  it('When the dashboard load fails, then anything but 400, 404, 410 or an abort is retried twice', () => {
    expect([0, 1, 2].map((n) => retryDashboardLoad(n, apiError(401)))).toEqual([true, true, false]);
    for (const status of [400, 404, 410]) expect(retryDashboardLoad(0, apiError(status))).toBe(false);
    expect(retryDashboardLoad(0, new DOMException('Aborted', 'AbortError'))).toBe(false);
  });
});
