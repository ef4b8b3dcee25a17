import { type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';
import type { Logger } from '@quizlink/kit-logger';
import type { AnswerKeySource, AttemptStore } from '../../domain/attempt-model.ts';

/** One group for all instances: each event is handled once (and handling one twice is harmless). */
export const QUIZ_DATA_CONSUMER_GROUP = 'attempt-service.quiz-data';

/**
 * What this service keeps about a quiz follows the quiz service's events:
 * - quiz.deleted (creator or expiry): the cached answer key goes first, then a tombstone is written
 *   and the quiz's attempts, starts and board go in the same transaction. A key cached again by a
 *   request racing this one cannot bring the quiz back: submissions check the tombstone in their own
 *   transaction, and one that committed before it is deleted here;
 * - quiz.questions-changed (a question was added): the cached key goes, so the next attempt is scored
 *   on the quiz's current questions (and counts the new ones in its total).
 * Both are idempotent by quiz id, so a redelivered event needs no bookkeeping. Other types are ignored.
 */
export function quizEventsConsumer(deps: { logger: Logger; store: AttemptStore; answerKeys: AnswerKeySource }) {
  return async (event: DomainEvent): Promise<void> => {
    if (event.type === EVENT_TYPES.quizQuestionsChanged) {
      await deps.answerKeys.forget(event.data.quizId);
      deps.logger.debug({ quizId: event.data.quizId }, 'answer key dropped: questions changed');
      return;
    }
    if (event.type !== EVENT_TYPES.quizDeleted) return;
    await deps.answerKeys.forget(event.data.quizId);
    const deleted = await deps.store.deleteQuizData(event.data.quizId, new Date(event.data.deletedAt));
    deps.logger.info({ quizId: event.data.quizId, reason: event.data.reason, deleted }, 'quiz data deleted');
  };
}
