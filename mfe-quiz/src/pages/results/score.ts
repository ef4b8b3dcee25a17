import { SCORE_MESSAGES } from '@quizlink/contracts/attempt';

/** Score capped at the total, divided by the total, rounded; a total of 0 or less gives 0%. */
export function scorePercentage(score: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(score, total) / total) * 100);
}

/**
 * The spec's encouragement band for a result, on the shown (rounded) percentage. The two ends
 * look at the score itself, so 199 of 200 (shown as 100%) is not called perfect and 1 of 300
 * (shown as 0%) is not called zero.
 */
export function scoreMessage(score: number, total: number): string {
  if (total <= 0) return SCORE_MESSAGES.noScoredQuestions;
  if (score <= 0) return SCORE_MESSAGES.zero;
  if (score >= total) return SCORE_MESSAGES.perfect;
  const percentage = scorePercentage(score, total);
  if (percentage <= 20) return SCORE_MESSAGES.upTo20;
  if (percentage <= 40) return SCORE_MESSAGES.upTo40;
  if (percentage <= 60) return SCORE_MESSAGES.upTo60;
  if (percentage <= 80) return SCORE_MESSAGES.upTo80;
  return SCORE_MESSAGES.below100;
}
