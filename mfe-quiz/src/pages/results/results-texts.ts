/** Texts of the results reveal that the spec does not fix (issue 13). */
export const RESULTS_TEXTS = {
  shareScore: 'Share my score',
  rightAnswer: 'Right answer:',
  podiumLabel: 'Top 3',
} as const;

/** The text "Share my score" sends along with the quiz link. */
export const shareScoreText = (score: number, total: number, percent: number, quizTitle: string): string =>
  `I scored ${score}/${total} (${percent}%) on ${quizTitle}. Can you beat me?`;

/** What the score ring says to a screen reader. */
export const scoreRingLabel = (score: number, total: number, percent: number): string => `Your score: ${score} of ${total}, ${percent}%`;

/** Confetti from this percentage up. */
export const CONFETTI_FROM_PERCENT = 80;
