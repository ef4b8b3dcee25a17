import type { DashboardStats } from '@quizlink/contracts/quiz';

export type ScoredAttempt = { score: number; totalQuestions: number };

/** The spec's percentage: score capped at total, over total, rounded; a total of 0 or less gives 0. */
export function scorePercentage(score: number, totalQuestions: number): number {
  if (totalQuestions <= 0) return 0;
  const capped = Math.min(Math.max(score, 0), totalQuestions);
  return Math.round((capped / totalQuestions) * 100);
}

/**
 * Attempt count over every attempt; average and top over attempts with totalQuestions above 0
 * (open-ended-only attempts have no score). The average is the rounded mean of exact percentages.
 */
export function computeDashboardStats(attempts: readonly ScoredAttempt[]): DashboardStats {
  const scored = attempts.filter((a) => a.totalQuestions > 0);
  if (scored.length === 0) return { attemptCount: attempts.length, averageScore: 0, topScore: 0 };
  const exact = scored.map((a) => (Math.min(Math.max(a.score, 0), a.totalQuestions) / a.totalQuestions) * 100);
  const average = exact.reduce((sum, p) => sum + p, 0) / exact.length;
  return {
    attemptCount: attempts.length,
    averageScore: Math.round(average),
    topScore: Math.max(...scored.map((a) => scorePercentage(a.score, a.totalQuestions))),
  };
}
