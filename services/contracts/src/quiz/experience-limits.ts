/** Limits and timings of the quiz experience (the spec's polling periods among them). */
export const QUIZ_EXPERIENCE_LIMITS = {
  leaderboardDefaultLimit: 10,
  leaderboardMaxLimit: 100,
  /** The dashboard lists the latest attempts; the CSV export carries all of them. */
  dashboardAttempts: 100,
  quizListMax: 100,
  /** Spec: results refresh every 45 s — here only while the live stream is down. */
  resultsPollMs: 45_000,
  /** Spec: dashboard refetch every 30 s — here only while the live stream is down. */
  dashboardPollMs: 30_000,
  /** Spec: the dashboard quiz fetch is retried twice at 1 s intervals. */
  dashboardRetries: 2,
  dashboardRetryDelayMs: 1000,
  /** Spec: "Quiz fetch retries 3 times with exponential backoff capped at 10 s" — 1 s, 2 s, 4 s on the answer screen. */
  quizFetchRetries: 3,
  quizFetchRetryFirstDelayMs: 1000,
  quizFetchRetryMaxDelayMs: 10_000,
  /** Spec: "Cache retry 3 times at 1 s" — the other page reads (results, share page, test page list). */
  pageReadRetries: 3,
  pageReadRetryDelayMs: 1000,
  /** Spec: a question counts as correct (green) on the dashboard at 50% or more. */
  questionCorrectAtPercent: 50,
  timerYellowAtSeconds: 60,
  timerRedAtSeconds: 30,
  timerWarningAtSeconds: 30,
  timerFinalWarningAtSeconds: 10,
} as const;
