import { local } from '@quizlink/platform';
import { progressKey } from './quiz-progress.ts';

const pressedKey = (quizId: number, userId: number): string => `quizlink_quiz_started_${quizId}_${userId}`;

/**
 * Whether a timed quiz still shows its start card: not once this taker pressed Start on this browser
 * (a reload goes on with the running clock) or has progress saved for the quiz.
 */
export function needsStartCard(quiz: { id: number; timeLimit: number | null }, userId: number): boolean {
  if (quiz.timeLimit === null) return false;
  if (local.get(pressedKey(quiz.id, userId)) !== null) return false;
  return local.get(progressKey(quiz.id)) === null;
}

/** Start was pressed: the card does not come back for this quiz and taker. */
export const rememberStartPressed = (quizId: number, userId: number): void => local.set(pressedKey(quizId, userId), '1');
