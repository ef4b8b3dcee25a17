import { API_PATHS, HEADERS, QUIZ_API_PATHS, buildPath } from '@quizlink/contracts';
import type {
  AttemptDetail,
  AttemptStart,
  LeaderboardPage,
  SubmitAttemptRequest,
  SubmitAttemptResponse,
} from '@quizlink/contracts';
import { api } from '@quizlink/platform';

type ReadOptions = { signal?: AbortSignal };

/** The attempt service as the browser sees it. */
export const attemptsApi = {
  /** The server records when the taker started; the same open start comes back on a reload. */
  start: (quizId: number, userAnswerId: number, opts?: ReadOptions): Promise<AttemptStart> =>
    api.post<AttemptStart>(QUIZ_API_PATHS.attemptStarts, { quizId, userAnswerId }, opts),

  /**
   * Submits an attempt. The same idempotency key on a retry makes the server keep one attempt,
   * so a double click or a lost response never records the taker twice.
   */
  submit: (body: SubmitAttemptRequest, idempotencyKey: string): Promise<SubmitAttemptResponse> =>
    api.post<SubmitAttemptResponse>(API_PATHS.attempts, body, { headers: { [HEADERS.idempotencyKey]: idempotencyKey } }),

  byId: (attemptId: string, opts?: ReadOptions): Promise<AttemptDetail> =>
    api.get<AttemptDetail>(buildPath(API_PATHS.attemptById, { id: attemptId }), opts),

  /** The top of the board and the taker's own row with its rank — never every attempt. */
  leaderboard: (quizId: number, attemptId: string, limit: number, opts?: ReadOptions): Promise<LeaderboardPage> => {
    const query = new URLSearchParams({ attemptId, limit: String(limit) });
    return api.get<LeaderboardPage>(`${buildPath(QUIZ_API_PATHS.leaderboard, { id: quizId })}?${query}`, opts);
  },

  /** Server-sent events of the quiz's submissions (for EventSource). */
  livePath: (quizId: number): string => buildPath(QUIZ_API_PATHS.attemptsLive, { id: quizId }),
};
