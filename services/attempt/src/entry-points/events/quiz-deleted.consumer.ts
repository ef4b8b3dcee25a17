import { EVENT_TYPES, type DomainEvent } from '@quizlink/contracts';
import type { Logger } from '@quizlink/kit-logger';
import type { AnswerKeySource, AttemptStore } from '../../domain/attempt-model.ts';

/** One group for all instances: each deletion is done once (and doing it twice is harmless). */
export const QUIZ_DATA_CONSUMER_GROUP = 'attempt-service.quiz-data';

/**
 * A quiz deleted by its creator or purged after its lifetime takes its attempts, starts and board
 * with it here. The cached answer key goes first, so no new attempt is scored against it. Deleting by
 * quiz id is idempotent, so a redelivered event needs no bookkeeping.
 */
export function quizDeletedConsumer(deps: { logger: Logger; store: AttemptStore; answerKeys: AnswerKeySource }) {
  return async (event: DomainEvent): Promise<void> => {
    if (event.type !== EVENT_TYPES.quizDeleted) return;
    await deps.answerKeys.forget(event.data.quizId);
    const deleted = await deps.store.deleteQuizData(event.data.quizId);
    deps.logger.info({ quizId: event.data.quizId, reason: event.data.reason, deleted }, 'quiz data deleted');
  };
}
