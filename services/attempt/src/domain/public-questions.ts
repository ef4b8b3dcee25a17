import type { AnswerKey, PublicQuestion } from '@quizlink/contracts/quiz';
import type { AttemptDeps } from './submit-attempt.ts';

/**
 * The quiz's questions as a taker sees them (no answers), in order, from its answer key; a key cached
 * before keys carried them is read again once. Undefined when the quiz is gone by then.
 */
export async function publicQuestionsOf(deps: Pick<AttemptDeps, 'answerKeys'>, key: AnswerKey, requestId?: string): Promise<PublicQuestion[] | undefined> {
  const questions = key.publicQuestions ?? (await deps.answerKeys.refresh(key.quizId, requestId))?.publicQuestions;
  return questions?.toSorted((a, b) => a.order - b.order);
}
