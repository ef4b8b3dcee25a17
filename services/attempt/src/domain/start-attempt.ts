import type { AttemptStart } from '@quizlink/contracts/attempt';
import { type PublicQuestion, QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { QuizDeletedError, type AttemptStartRecord, type UserDirectory } from './attempt-model.ts';
import { publicQuestionsOf } from './public-questions.ts';
import { quizNotFound, requireActiveQuiz, type AttemptDeps } from './submit-attempt.ts';
import { deadlineOf } from './time-limit.ts';

export type StartDeps = AttemptDeps & { users: UserDirectory };

export const toAttemptStart = (start: AttemptStartRecord, now: Date, questions: readonly PublicQuestion[]): AttemptStart => ({
  id: start.id,
  quizId: start.quizId,
  startedAt: start.startedAt.toISOString(),
  deadline: start.deadline ? start.deadline.toISOString() : null,
  serverTime: now.toISOString(),
  questions: [...questions],
});

/**
 * Records when a taker started a quiz and hands out its questions (a timed quiz's are read nowhere
 * else, so its clock runs from the moment they are seen). The taker must be a user the quiz service
 * issued. A taker has one start per quiz: calling this again returns it (used or not), so neither a
 * reload nor a second try resets the clock; a new name is a new taker. The deadline comes from the
 * quiz's stored time limit, never from the browser.
 */
export async function startAttempt(deps: StartDeps, request: { quizId: number; userAnswerId: number }, requestId?: string): Promise<AttemptStart> {
  const key = await requireActiveQuiz(deps, request.quizId, requestId);
  const questions = await publicQuestionsOf(deps, key, requestId);
  if (!questions) throw quizNotFound();
  if (!(await deps.users.exists(request.userAnswerId, requestId))) throw new AppError(QUIZ_ERRORS.userNotFound);
  const now = deps.clock();
  try {
    const start = await deps.store.openStart({
      id: deps.newId(),
      quizId: request.quizId,
      userAnswerId: request.userAnswerId,
      startedAt: now,
      deadline: deadlineOf(now, key.timeLimit),
      attemptId: null,
    });
    return toAttemptStart(start, now, questions);
  } catch (error) {
    if (error instanceof QuizDeletedError) throw quizNotFound();
    throw error;
  }
}
