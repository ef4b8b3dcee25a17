/**
 * The leaderboard ranks by score ÷ total questions, best first; ties go to whoever finished first.
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

/** Rank 1 is the best: every attempt in a better bucket, then the earlier ones of the same bucket, come first. */
export function rankOf(attemptsInBetterBuckets: number, tieRank: number): number {
  return attemptsInBetterBuckets + tieRank + 1;
}
