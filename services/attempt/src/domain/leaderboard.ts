/**
 * The leaderboard ranks by score ÷ total questions, best first; equal ratios share a rank (1, 1, 3)
 * and are listed in the order they finished.
 * Each attempt stores its ratio as an ascending integer "bucket" (0 = a perfect score) and its place
 * among earlier attempts of the same bucket ("tie rank"), so both the top of the board and any one
 * attempt's rank are index lookups, whatever the number of attempts.
 */
export const RATIO_SCALE = 1_000_000;

/** The attempt's bucket: RATIO_SCALE × (1 − ratio), rounded down; a total of 0 or less ranks last. */
export function rankBucketOf(score: number, totalQuestions: number): number {
  if (totalQuestions <= 0) return RATIO_SCALE;
  const capped = Math.min(Math.max(score, 0), totalQuestions);
  return RATIO_SCALE - Math.floor((capped * RATIO_SCALE) / totalQuestions);
}

/** Rank 1 is the best; attempts of one bucket (equal ratios) share the rank after every better one (1, 1, 3). */
export function rankOf(attemptsInBetterBuckets: number): number {
  return attemptsInBetterBuckets + 1;
}

/**
 * Shared ranks for rows read in board order from the top (bucket, then tie rank): a row takes the
 * position of the first row of its bucket, so equal ratios share a rank and the next one skips (1, 1, 3).
 */
export function sharedRanks(buckets: readonly number[]): number[] {
  const ranks: number[] = [];
  buckets.forEach((bucket, index) => {
    ranks.push(index > 0 && buckets[index - 1] === bucket ? (ranks[index - 1] ?? index + 1) : index + 1);
  });
  return ranks;
}
