import { type DashboardAttempt, type DashboardResponse, type OpenEndedGroup, QUIZ_ERRORS, QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { requireCreatorToken } from './creator-access.ts';
import { attemptsPerHour, scoreDistribution } from './dashboard-charts.ts';
import { computeDashboardStats, scorePercentage } from './dashboard-stats.ts';
import { hashDashboardToken } from './dashboard-token.ts';
import { groupOpenEndedAnswers } from './open-ended-groups.ts';
import { questionPerformance, type ReadModelAttempt } from './question-performance.ts';
import type { QuestionRecord, QuizRecord } from './quiz-model.ts';
import { quizNotFound, requireActive, type ReadDeps } from './read-quiz.ts';
import { toDashboard } from './quiz-views.ts';

const dashboardNotFound = () => new AppError(QUIZ_ERRORS.dashboardNotFound);

/** The quiz a dashboard token opens: 404 for an unknown token, 410 once expired. */
export async function quizForToken(deps: ReadDeps, token: string): Promise<QuizRecord> {
  return requireActive(deps, await deps.store.findQuizByTokenHash(hashDashboardToken(token)), dashboardNotFound);
}

const toDashboardAttempt = (a: ReadModelAttempt): DashboardAttempt => ({
  id: a.attemptId,
  userName: a.userName,
  score: a.score,
  totalQuestions: a.totalQuestions,
  percentage: scorePercentage(a.score, a.totalQuestions),
  completedAt: a.completedAt.toISOString(),
});

/** An open-ended-only quiz scores nothing: the spec calls it an Essay Quiz. */
export const quizTypeOf = (questions: readonly QuestionRecord[]): DashboardResponse['quizType'] =>
  questions.length > 0 && questions.every((q) => q.type === 'open-ended') ? 'essay' : 'scored';

/** The creator's view: quiz, code and slug, stats, per-question performance, the latest attempts and the charts' figures. */
export async function getDashboard(deps: ReadDeps, token: string): Promise<DashboardResponse> {
  const quiz = await quizForToken(deps, token);
  const [questions, attempts] = await Promise.all([deps.store.listQuestions(quiz.id), deps.store.listReadModelAttempts(quiz.id)]);
  const latest = attempts.toReversed().slice(0, QUIZ_EXPERIENCE_LIMITS.dashboardAttempts);
  return toDashboard(quiz, deps.lifetimeDays, {
    stats: computeDashboardStats(attempts),
    quizType: quizTypeOf(questions),
    questions: questionPerformance(questions, attempts),
    attempts: latest.map(toDashboardAttempt),
    scoreDistribution: scoreDistribution(attempts),
    attemptsPerHour: attemptsPerHour(attempts),
  });
}

/** Open-ended answers of a quiz, grouped by question: only with the quiz's dashboard token. */
export async function getOpenEndedAnswers(deps: ReadDeps, quizId: number, token: string | undefined): Promise<OpenEndedGroup[]> {
  const quiz = await deps.store.findQuizById(quizId);
  if (!quiz) throw quizNotFound();
  requireCreatorToken(quiz, token);
  requireActive(deps, quiz);
  const [questions, attempts] = await Promise.all([deps.store.listQuestions(quiz.id), deps.store.listReadModelAttempts(quiz.id)]);
  return groupOpenEndedAnswers(questions, attempts);
}

/** Everything the CSV export needs, for the holder of the token. */
export async function getAttemptsForExport(deps: ReadDeps, token: string) {
  const quiz = await quizForToken(deps, token);
  const [questions, attempts] = await Promise.all([deps.store.listQuestions(quiz.id), deps.store.listReadModelAttempts(quiz.id)]);
  return { quiz, questions, attempts };
}
