import { randomUUID } from 'node:crypto';
import { EVENT_TYPES, type QuizDeletedV1 } from '@quizlink/contracts/events';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { hashDashboardToken } from './dashboard-token.ts';
import { lifetimeCutoff } from './quiz-lifetime.ts';
import type { QuestionRecord, QuizDeletionStore, QuizStore } from './quiz-model.ts';

export type DeleteDeps = {
  store: QuizStore & QuizDeletionStore;
  clock: () => Date;
  lifetimeDays: number;
  newId?: () => string;
  /** Asks the outbox relay to publish now instead of at its next poll (a deletion must reach takers at once). */
  publishOutboxNow?: () => void;
};

/** The quiz.deleted v1 event; keyed by quiz id like every event of that quiz. */
export function buildQuizDeletedEvent(
  quizId: number,
  reason: QuizDeletedV1['data']['reason'],
  questions: readonly QuestionRecord[],
  at: Date,
  eventId: string,
): QuizDeletedV1 {
  const imageUrls = [...new Set(questions.flatMap((q) => (q.imageUrl ? [q.imageUrl] : [])))];
  return {
    id: eventId,
    type: EVENT_TYPES.quizDeleted,
    version: 1,
    occurredAt: at.toISOString(),
    key: String(quizId),
    data: { quizId, reason, deletedAt: at.toISOString(), imageUrls },
  };
}

/**
 * The creator deletes the quiz and everything about it now: quiz, questions and read model go in one
 * transaction with a quiz.deleted event, which tells the attempt service (and the holder of the
 * images) to delete theirs. Works on an expired quiz too; afterwards the token is unknown (404).
 */
export async function deleteQuizByToken(deps: DeleteDeps, token: string): Promise<void> {
  const quiz = await deps.store.findQuizByTokenHash(hashDashboardToken(token));
  if (!quiz) throw new AppError(QUIZ_ERRORS.dashboardNotFound);
  const questions = await deps.store.listQuestions(quiz.id);
  const event = buildQuizDeletedEvent(quiz.id, 'creator', questions, deps.clock(), (deps.newId ?? randomUUID)());
  await deps.store.removeQuizData({ quizId: quiz.id, removeQuizRow: true, event });
  // Until quiz.deleted reaches the attempt service, a cached answer key still takes submissions there.
  deps.publishOutboxNow?.();
}

/**
 * The clean-up job: every quiz past its lifetime loses its questions and read model (its attempts and
 * images go by the event). The quiz row stays, so its links keep answering 410 "Quiz Expired".
 * Several instances may run it at once: only the one that purges a quiz writes its event.
 */
export async function purgeExpiredQuizzes(deps: DeleteDeps, batchSize = 100): Promise<number> {
  const now = deps.clock();
  const cutoff = lifetimeCutoff(now, deps.lifetimeDays);
  let purged = 0;
  for (;;) {
    const batch = await deps.store.findPurgeableQuizzes(cutoff, batchSize);
    for (const quiz of batch) {
      const questions = await deps.store.listQuestions(quiz.id);
      const event = buildQuizDeletedEvent(quiz.id, 'expired', questions, now, (deps.newId ?? randomUUID)());
      if (await deps.store.removeQuizData({ quizId: quiz.id, removeQuizRow: false, event })) purged += 1;
    }
    if (batch.length < batchSize) return purged;
  }
}
