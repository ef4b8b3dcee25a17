import { ATTEMPT_ERRORS, type AttemptDetail, type LeaderboardPage, type LeaderboardResponse, type RankedLeaderboardEntry } from '@quizlink/contracts/attempt';
import type { AnswerKey } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { attemptErrors } from './attempt-errors.ts';
import type { RankedEntry } from './attempt-model.ts';
import { hashAttemptSecret, matchesAttemptSecret, matchesHash } from './attempt-secret.ts';
import { publicQuestionsOf } from './public-questions.ts';
import { revealedAnswersOf } from './reveal-answers.ts';
import { requireActiveQuiz, type AttemptDeps } from './submit-attempt.ts';

/** What proves a right to an attempt: its own secret, or the creator's dashboard token. */
export type AttemptCredentials = { attemptSecret?: string; dashboardToken?: string };

/** A public row: the attempt id stays inside the service (it would open nothing, but it names one). */
const publicRow = ({ id: _id, ...entry }: RankedEntry, isYou: boolean): RankedLeaderboardEntry => ({ ...entry, isYou });

/**
 * The results page's board: the top `limit` rows and, when the caller sends an attempt's secret, that
 * attempt's row with its rank (null when it is not an attempt of this quiz), also flagged in the top.
 * Names, scores, totals and times only — never answers, never ids, and never the whole list.
 */
export async function getLeaderboardPage(
  deps: AttemptDeps,
  quizId: number,
  query: { limit: number; attemptSecret?: string },
  requestId?: string,
): Promise<LeaderboardPage> {
  await requireActiveQuiz(deps, quizId, requestId);
  const secretHash = query.attemptSecret ? hashAttemptSecret(query.attemptSecret) : undefined;
  const [top, you, total] = await Promise.all([
    deps.store.leaderboardTop(quizId, query.limit),
    secretHash ? deps.store.leaderboardEntryBySecret(quizId, secretHash) : Promise.resolve(undefined),
    deps.store.leaderboardSize(quizId),
  ]);
  return {
    quizId,
    total,
    top: top.map((entry) => publicRow(entry, entry.id === you?.id)),
    you: you ? publicRow(you, true) : null,
    serverTime: deps.clock().toISOString(),
  };
}

/** The creator's token, checked against the hash the quiz service put in the answer key. */
function requireCreator(key: AnswerKey, token: string | undefined): void {
  if (!token) throw attemptErrors.tokenRequired();
  if (!matchesHash(token, key.dashboardTokenHash)) throw attemptErrors.tokenInvalid();
}

/** Every attempt of a quiz, best first: only for the holder of the dashboard token (ids, still no answers). */
export async function getAllAttempts(deps: AttemptDeps, quizId: number, token: string | undefined, requestId?: string): Promise<LeaderboardResponse> {
  const key = await requireActiveQuiz(deps, quizId, requestId);
  requireCreator(key, token);
  const entries = await deps.store.listForQuiz(quizId);
  return { data: entries.map(({ rank: _rank, ...entry }) => entry), serverTime: deps.clock().toISOString() };
}

/**
 * One attempt with its answers, for the taker holding its secret or the quiz's creator, with the
 * right answers when the creator allows them (reveal-answers.ts). Without either credential: 401. An unknown id and a wrong secret or token are the same 404 (the spec's Results Not
 * Found), so the answer never tells which attempt ids exist.
 */
export async function getAttemptDetail(deps: AttemptDeps, attemptId: string, credentials: AttemptCredentials, requestId?: string): Promise<AttemptDetail> {
  const { attemptSecret, dashboardToken } = credentials;
  if (!attemptSecret && !dashboardToken) throw attemptErrors.secretRequired();
  const attempt = await deps.store.findById(attemptId);
  const notFound = () => new AppError(ATTEMPT_ERRORS.attemptNotFound);
  if (!attempt) throw notFound();
  // One read of the key serves both the creator's check and the questions (a gone quiz: neither).
  const key = await deps.answerKeys.get(attempt.quizId, requestId);
  const allowed =
    (attemptSecret !== undefined && matchesAttemptSecret(attemptSecret, attempt.secretHash)) ||
    (dashboardToken !== undefined && key !== undefined && matchesHash(dashboardToken, key.dashboardTokenHash));
  if (!allowed) throw notFound();
  const correctAnswers = revealedAnswersOf(key);
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
    questions: (key && (await publicQuestionsOf(deps, key, requestId))) ?? [],
    ...(correctAnswers ? { correctAnswers } : {}),
  };
}
