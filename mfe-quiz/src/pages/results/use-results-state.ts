import { useQuery } from '@tanstack/react-query';
import type { AttemptDetail, LeaderboardPage } from '@quizlink/contracts/attempt';
import { type PublicQuestion, type PublicQuiz, QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts/quiz';
import { statusOf } from '@quizlink/platform';
import { attemptSecretOf } from '../../api/attempt-secrets.ts';
import { attemptsApi } from '../../api/attempts.api.ts';
import { quizQueryKeys } from '../../api/query-keys.ts';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { pollWhile, useLiveCache } from '../../api/use-live-cache.ts';
import { parseQuizId } from '../share/use-share-state.ts';

/** Rows of the board's top shown above the taker's own. */
export const BOARD_TOP = 10;

export type ResultsData = {
  attempt: AttemptDetail;
  quiz: PublicQuiz;
  /** For "your answers"; empty when they could not be loaded (the score still shows). */
  questions: PublicQuestion[];
};

export type ResultsScreen =
  | { status: 'loading' }
  | { status: 'results-not-found' }
  | { status: 'quiz-error' }
  /** `board` is null while it loads (`boardLoading`) or when it failed: the taker's own row shows then. */
  | { status: 'ready'; data: ResultsData; board: LeaderboardPage | null; boardLoading: boolean; live: boolean };

class AttemptMissing extends Error {}

/** Refusals that mean "not yours to see" (no secret, or not this attempt's): shown as Results Not Found. */
const NOT_FOUND_STATUSES = new Set([401, 403, 404]);

/**
 * Only the browser that submitted an attempt holds its secret (localStorage, see attempt-secrets.ts):
 * without it — another browser, a shared link — the page shows Results Not Found without asking.
 */
async function loadResults(quizId: number, attemptId: string, signal: AbortSignal): Promise<ResultsData> {
  const attemptSecret = attemptSecretOf(attemptId);
  if (!attemptSecret) throw new AttemptMissing();
  const attemptCall = attemptsApi.byId(attemptId, attemptSecret, { signal }).catch((error: unknown) => {
    throw NOT_FOUND_STATUSES.has(statusOf(error) ?? 0) ? new AttemptMissing() : error;
  });
  // The questions come with the attempt: a timed quiz's are not readable on their own.
  const [attempt, quiz] = await Promise.all([attemptCall, quizzesApi.byId(quizId, { signal })]);
  // An attempt id from another quiz is not a result of this one.
  if (attempt.quizId !== quizId) throw new AttemptMissing();
  return { attempt, quiz, questions: attempt.questions };
}

/**
 * The result (loaded once) and the board (the top and the taker's rank), which updates live while the
 * page is open: the attempt service pushes each submission into the query cache; polling runs only
 * while the push is down. Both reads retry a network failure or a 5xx 3 times at 1 s (the page-read
 * policy of the query client) before they count as failed.
 */
export function useResultsState(quizIdParam: string, attemptId: string): ResultsScreen {
  const quizId = parseQuizId(quizIdParam) ?? 0;
  const valid = parseQuizId(quizIdParam) !== null;
  const results = useQuery({
    queryKey: quizQueryKeys.results(quizId, attemptId),
    queryFn: ({ signal }) => loadResults(quizId, attemptId, signal),
    enabled: valid,
  });
  const scored = results.data !== undefined && results.data.attempt.totalQuestions > 0;
  const { live } = useLiveCache(scored ? attemptsApi.livePath(quizId) : null, quizQueryKeys.leaderboard(quizId));
  const board = useQuery({
    queryKey: quizQueryKeys.takerLeaderboard(quizId, attemptId),
    queryFn: ({ signal }) => attemptsApi.leaderboard(quizId, attemptSecretOf(attemptId), BOARD_TOP, { signal }),
    enabled: scored,
    ...pollWhile(!live, QUIZ_EXPERIENCE_LIMITS.resultsPollMs),
  });

  if (!valid) return { status: 'results-not-found' };
  if (results.data === undefined) {
    if (!results.isError) return { status: 'loading' };
    return results.error instanceof AttemptMissing ? { status: 'results-not-found' } : { status: 'quiz-error' };
  }
  return { status: 'ready', data: results.data, board: board.data ?? null, boardLoading: board.isPending, live };
}
