/**
 * The query keys of every read of this remote, in one place. Keys are hierarchical so a live update
 * can invalidate a whole family: `dashboard(token)` covers the dashboard and its open-ended answers,
 * `leaderboard(quizId)` every taker's board of that quiz.
 */
export const quizQueryKeys = {
  /** The answer screen's quiz, by how the taker arrived (`code` or `slug`). */
  lookup: (kind: string, value: string) => ['quiz-lookup', kind, value] as const,
  quiz: (quizId: number) => ['quiz', quizId] as const,
  results: (quizId: number, attemptId: string) => ['results', quizId, attemptId] as const,
  leaderboard: (quizId: number) => ['leaderboard', quizId] as const,
  takerLeaderboard: (quizId: number, attemptId: string) => ['leaderboard', quizId, attemptId] as const,
  dashboard: (token: string) => ['dashboard', token] as const,
  openEnded: (token: string) => ['dashboard', token, 'open-ended'] as const,
  quizList: () => ['quiz-list'] as const,
};
