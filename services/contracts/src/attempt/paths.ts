/** The attempt service's public API paths. `:name` marks a path parameter. */
export const ATTEMPT_PATHS = {
  quizAttempts: '/api/quizzes/:id/attempts',
  attempts: '/api/quiz-attempts',
  attemptById: '/api/quiz-attempts/:id',
  /** POST {answer, attemptId}: answers only a caller who already submitted an attempt on that quiz. */
  verifyAnswer: '/api/questions/:id/verify',
  /** POST: the server records when a taker started (timed quizzes need it to submit). */
  attemptStarts: '/api/quiz-attempts/starts',
  /** GET ?attemptId=&limit=: the top of the board plus the taker's own rank. */
  leaderboard: '/api/quizzes/:id/attempts/leaderboard',
  /** GET: server-sent events, one per submitted attempt on the quiz (results page). */
  attemptsLive: '/api/quizzes/:id/attempts/live',
} as const;

/**
 * The path prefixes the gateway sends to the attempt service. They come first in the gateway's table:
 * `/api/quizzes/:id/attempts` sits under the quiz service's `/api/quizzes`, and `/api/questions/:id/verify`
 * under its `/api/questions`.
 */
export const ATTEMPT_ROUTE_PREFIXES = [ATTEMPT_PATHS.quizAttempts, ATTEMPT_PATHS.attempts, ATTEMPT_PATHS.verifyAnswer] as const;
