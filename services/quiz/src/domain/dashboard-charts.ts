import { type HourlyAttempts, SCORE_BANDS, type ScoreBandCount } from '@quizlink/contracts/quiz';
import { scorePercentage, type ScoredAttempt } from './dashboard-stats.ts';

const HOUR_MS = 3_600_000;

/** Scored attempts (totalQuestions above 0) counted into SCORE_BANDS by their rounded percentage. */
export function scoreDistribution(attempts: readonly ScoredAttempt[]): ScoreBandCount[] {
  const counts = SCORE_BANDS.map((band) => ({ ...band, count: 0 }));
  for (const attempt of attempts) {
    if (attempt.totalQuestions <= 0) continue;
    const percentage = scorePercentage(attempt.score, attempt.totalQuestions);
    const band = counts.find((b) => percentage >= b.fromPercent && percentage <= b.toPercent);
    if (band) band.count += 1;
  }
  return counts;
}

/** Attempts by the UTC hour they were completed in, oldest first; hours without attempts are left out. */
export function attemptsPerHour(attempts: ReadonlyArray<{ completedAt: Date }>): HourlyAttempts[] {
  const counts = new Map<number, number>();
  for (const { completedAt } of attempts) {
    const hour = Math.floor(completedAt.getTime() / HOUR_MS) * HOUR_MS;
    counts.set(hour, (counts.get(hour) ?? 0) + 1);
  }
  return [...counts]
    .toSorted(([a], [b]) => a - b)
    .map(([hour, count]) => ({ hourStart: new Date(hour).toISOString(), count }));
}
