import { timingSafeEqual, createHash } from 'node:crypto';
import { ERROR_CODES, MESSAGES, type AttemptDetail, type LeaderboardPage, type LeaderboardResponse } from '@quizlink/contracts';
import { errors } from '@quizlink/kit-errors';
import { attemptErrors } from './attempt-errors.ts';
import { requireActiveQuiz, type AttemptDeps } from './submit-attempt.ts';

/**
 * The results page's board: the top `limit` rows and, when an attempt id is given, that attempt's
 * row with its rank (null when it is not an attempt of this quiz). Names, scores, totals and times
 * only — never answers, and never the whole list.
 */
export async function getLeaderboardPage(
  deps: AttemptDeps,
  quizId: number,
  query: { attemptId?: string; limit: number },
  requestId?: string,
): Promise<LeaderboardPage> {
  await requireActiveQuiz(deps, quizId, requestId);
  const [top, you, total] = await Promise.all([
    deps.store.leaderboardTop(quizId, query.limit),
    query.attemptId ? deps.store.leaderboardEntry(quizId, query.attemptId) : Promise.resolve(undefined),
    deps.store.leaderboardSize(quizId),
  ]);
  return { quizId, total, top, you: you ?? null, serverTime: deps.clock().toISOString() };
}

/** The creator's token, checked against the hash the quiz service put in the answer key. */
function requireCreator(expectedHash: string | undefined, token: string | undefined): void {
  if (!token) throw attemptErrors.tokenRequired();
  const presented = createHash('sha256').update(token, 'utf8').digest();
  const expected = Buffer.from(expectedHash ?? '', 'hex');
  if (expected.length !== presented.length || !timingSafeEqual(presented, expected)) throw attemptErrors.tokenInvalid();
}

/** Every attempt of a quiz, best first: only for the holder of the dashboard token (still no answers). */
export async function getAllAttempts(deps: AttemptDeps, quizId: number, token: string | undefined, requestId?: string): Promise<LeaderboardResponse> {
  const key = await requireActiveQuiz(deps, quizId, requestId);
  requireCreator(key.dashboardTokenHash, token);
  const entries = await deps.store.listForQuiz(quizId);
  return { data: entries.map(({ rank: _rank, ...entry }) => entry), serverTime: deps.clock().toISOString() };
}

/** One attempt with its answers, for whoever holds its (unguessable) id: the taker's results page. */
export async function getAttemptDetail(deps: AttemptDeps, attemptId: string): Promise<AttemptDetail> {
  const attempt = await deps.store.findById(attemptId);
  if (!attempt) throw errors.notFound(ERROR_CODES.attemptNotFound, MESSAGES.resultsNotFoundBody);
  return {
    id: attempt.id,
    quizId: attempt.quizId,
    userAnswerId: attempt.userAnswerId,
    userName: attempt.userName,
    score: attempt.score,
    totalQuestions: attempt.totalQuestions,
    answers: attempt.answers,
    openEndedAnswers: attempt.openEndedAnswers,
    completedAt: attempt.completedAt.toISOString(),
  };
}
