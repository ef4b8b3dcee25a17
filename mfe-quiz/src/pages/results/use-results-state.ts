import { useCallback } from 'react';
import { QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts';
import type { AttemptDetail, LeaderboardPage, PublicQuestion, PublicQuiz } from '@quizlink/contracts';
import { attemptSecretOf } from '../../api/attempt-secrets.ts';
import { attemptsApi } from '../../api/attempts.api.ts';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { PAGE_READ_RETRY } from '../../api/read-retry.ts';
import { statusOf } from '../../api/request-errors.ts';
import { useLiveUpdates } from '../../api/use-live-updates.ts';
import { useRequest } from '../../api/use-request.ts';
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
 * page is open: the attempt service pushes each submission; polling runs only while the push is down.
 * Both reads retry a network failure or a 5xx 3 times at 1 s (spec) before they count as failed.
 */
export function useResultsState(quizIdParam: string, attemptId: string): ResultsScreen {
  const quizId = parseQuizId(quizIdParam);
  const load = useCallback((signal: AbortSignal) => loadResults(quizId ?? 0, attemptId, signal), [quizId, attemptId]);
  const { state } = useRequest(`results:${quizIdParam}:${attemptId}`, load, quizId !== null, PAGE_READ_RETRY);
  const scored = state.status === 'ok' && state.data.attempt.totalQuestions > 0;
  const loadBoard = useCallback(
    (signal: AbortSignal) => attemptsApi.leaderboard(quizId ?? 0, attemptSecretOf(attemptId), BOARD_TOP, { signal }),
    [quizId, attemptId],
  );
  const board = useRequest(`board:${quizIdParam}:${attemptId}`, loadBoard, scored, PAGE_READ_RETRY);
  const { live } = useLiveUpdates(
    scored && quizId !== null ? attemptsApi.livePath(quizId) : null,
    { onUpdate: () => void board.reload().catch(() => undefined) },
    QUIZ_EXPERIENCE_LIMITS.resultsPollMs,
  );

  if (quizId === null) return { status: 'results-not-found' };
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') {
    return state.error instanceof AttemptMissing ? { status: 'results-not-found' } : { status: 'quiz-error' };
  }
  return {
    status: 'ready',
    data: state.data,
    board: board.state.status === 'ok' ? board.state.data : null,
    boardLoading: board.state.status === 'loading',
    live,
  };
}
