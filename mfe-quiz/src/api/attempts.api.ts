import { ATTEMPT_HEADERS, ATTEMPT_PATHS, type AttemptDetail, type AttemptStart, type LeaderboardPage, type SubmitAttemptRequest, type SubmitAttemptResponse } from '@quizlink/contracts/attempt';
import { buildPath, HEADERS } from '@quizlink/contracts/http';
import { api } from '@quizlink/platform';

type ReadOptions = { signal?: AbortSignal };

/** The attempt service as the browser sees it. */
export const attemptsApi = {
  /** The server records when the taker started; the same open start comes back on a reload. */
  start: (quizId: number, userAnswerId: number, opts?: ReadOptions): Promise<AttemptStart> =>
    api.post<AttemptStart>(ATTEMPT_PATHS.attemptStarts, { quizId, userAnswerId }, opts),

  /**
   * Submits an attempt. The same idempotency key on a retry makes the server keep one attempt,
   * so a double click or a lost response never records the taker twice.
   */
  submit: (body: SubmitAttemptRequest, idempotencyKey: string): Promise<SubmitAttemptResponse> =>
    api.post<SubmitAttemptResponse>(ATTEMPT_PATHS.attempts, body, { headers: { [HEADERS.idempotencyKey]: idempotencyKey } }),

  /** One attempt with its answers: opened by the attempt's secret (kept by this browser) in a header, never the URL. */
  byId: (attemptId: string, attemptSecret: string, opts?: ReadOptions): Promise<AttemptDetail> =>
    api.get<AttemptDetail>(buildPath(ATTEMPT_PATHS.attemptById, { id: attemptId }), { ...opts, headers: { [ATTEMPT_HEADERS.attemptSecret]: attemptSecret } }),

  /** The top of the board and, with the attempt's secret, the taker's own row with its rank — never every attempt. */
  leaderboard: (quizId: number, attemptSecret: string | null, limit: number, opts?: ReadOptions): Promise<LeaderboardPage> => {
    const query = new URLSearchParams({ limit: String(limit) });
    const headers: Record<string, string> = attemptSecret ? { [ATTEMPT_HEADERS.attemptSecret]: attemptSecret } : {};
    return api.get<LeaderboardPage>(`${buildPath(ATTEMPT_PATHS.leaderboard, { id: quizId })}?${query}`, { ...opts, headers });
  },

  /** Server-sent events of the quiz's submissions (for EventSource). */
  livePath: (quizId: number): string => buildPath(ATTEMPT_PATHS.attemptsLive, { id: quizId }),
};
