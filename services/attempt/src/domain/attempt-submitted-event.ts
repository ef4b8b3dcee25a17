import { type AttemptSubmittedV1, EVENT_TYPES } from '@quizlink/contracts/events';
import type { AttemptRecord } from './attempt-model.ts';

/**
 * The attempt.submitted v1 event; keyed by quiz id so one quiz's attempts stay in order on a partition.
 * `questionIds` are the questions the attempt was scored on, so the dashboard does not count a question
 * added later as missed by this attempt.
 */
export function buildAttemptSubmittedEvent(attempt: AttemptRecord, eventId: string, questionIds?: readonly number[]): AttemptSubmittedV1 {
  return {
    id: eventId,
    type: EVENT_TYPES.attemptSubmitted,
    version: 1,
    occurredAt: attempt.completedAt.toISOString(),
    key: String(attempt.quizId),
    data: {
      attemptId: attempt.id,
      quizId: attempt.quizId,
      userAnswerId: attempt.userAnswerId,
      userName: attempt.userName,
      score: attempt.score,
      totalQuestions: attempt.totalQuestions,
      completedAt: attempt.completedAt.toISOString(),
      answers: attempt.answers,
      openEndedAnswers: attempt.openEndedAnswers,
      ...(questionIds ? { questionIds: [...questionIds] } : {}),
    },
  };
}
