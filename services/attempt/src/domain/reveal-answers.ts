import type { RevealedAnswer } from '@quizlink/contracts/attempt';
import type { AnswerKey } from '@quizlink/contracts/quiz';

/**
 * The right option(s) of each multiple-choice question, for the results of a submitted attempt —
 * only when the creator left "Show players the right answers after they submit" on. A key that does
 * not say so (the quiz is gone, or the setting is off) reveals nothing. Callers check who asks
 * (the attempt's owner or the creator) before calling.
 */
export function revealedAnswersOf(key: AnswerKey | undefined): RevealedAnswer[] | undefined {
  if (key?.showCorrectAnswers !== true) return undefined;
  return key.questions.filter((q) => q.type === 'multiple-choice').map((q) => ({ questionId: q.id, correctAnswers: [...q.correctAnswers] }));
}
