import { LIMITS } from '@quizlink/contracts/quiz';

/**
 * Where a question added to a quiz of `count` questions goes: at `order` (0 = first, later ones move
 * down one), or last when `order` is absent or past the end — so positions stay 0..count.
 */
export function insertionPosition(order: number | undefined, count: number): number {
  if (order === undefined) return count;
  return Math.min(Math.max(0, Math.trunc(order)), count);
}

/** The position of one more question, or 'full' when the quiz already holds `maxQuestions`. */
export function placeAddedQuestion(order: number | undefined, count: number, maxQuestions: number = LIMITS.maxQuestionsPerQuiz): number | 'full' {
  return count >= maxQuestions ? 'full' : insertionPosition(order, count);
}
