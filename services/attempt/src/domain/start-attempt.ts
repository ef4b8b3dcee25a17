import type { AttemptStart } from '@quizlink/contracts';
import type { AttemptStartRecord } from './attempt-model.ts';
import { requireActiveQuiz, type AttemptDeps } from './submit-attempt.ts';
import { deadlineOf } from './time-limit.ts';

export const toAttemptStart = (start: AttemptStartRecord, now: Date): AttemptStart => ({
  id: start.id,
  quizId: start.quizId,
  startedAt: start.startedAt.toISOString(),
  deadline: start.deadline ? start.deadline.toISOString() : null,
  serverTime: now.toISOString(),
});

/**
 * Records when a taker started a quiz. The taker's open start is returned again if there is one, so
 * reloading the page (or calling this again) never resets the clock; a used start leaves room for a
 * new attempt. The deadline comes from the quiz's stored time limit, never from the browser.
 */
export async function startAttempt(
  deps: AttemptDeps,
  request: { quizId: number; userAnswerId: number },
  requestId?: string,
): Promise<AttemptStart> {
  const key = await requireActiveQuiz(deps, request.quizId, requestId);
  const now = deps.clock();
  const start = await deps.store.openStart({
    id: deps.newId(),
    quizId: request.quizId,
    userAnswerId: request.userAnswerId,
    startedAt: now,
    deadline: deadlineOf(now, key.timeLimit),
    attemptId: null,
  });
  return toAttemptStart(start, now);
}
