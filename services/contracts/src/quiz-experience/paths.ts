/**
 * API paths added with the full quiz experience. Each is routed by the existing gateway table:
 * `/api/quizzes/:id/attempts/…` and `/api/quiz-attempts/…` reach the attempt service, every other
 * `/api/quizzes/…` path the quiz service; `verifyAnswer` has its own row in the table.
 */
import { API_PATHS } from '../routes.ts';

export const QUIZ_API_PATHS = {
  /** POST: the server records when a taker started (timed quizzes need it to submit). */
  attemptStarts: '/api/quiz-attempts/starts',
  /** GET ?attemptId=&limit=: the top of the board plus the taker's own rank. */
  leaderboard: '/api/quizzes/:id/attempts/leaderboard',
  /** GET: server-sent events, one per submitted attempt on the quiz (results page). */
  attemptsLive: '/api/quizzes/:id/attempts/live',
  /** POST {answer, attemptId}: only for a caller who already submitted an attempt on that quiz. */
  verifyAnswer: API_PATHS.verifyAnswer,
  /** GET with the dashboard token header: open-ended answers grouped by question. */
  openEndedAnswers: '/api/quizzes/:id/open-ended-answers',
  /** GET: server-sent events for the creator's dashboard, sent once the read model has the attempt. */
  dashboardLive: '/api/quizzes/dashboard/:token/live',
  /** GET: every attempt of the quiz as CSV (creator only). */
  dashboardExport: '/api/quizzes/dashboard/:token/attempts.csv',
} as const;

/** Headers with a meaning of their own in the quiz experience. */
export const QUIZ_HEADERS = {
  /** The creator's secret, for creator-only reads addressed by quiz id. */
  dashboardToken: 'x-dashboard-token',
} as const;

/** Event names on the live (server-sent events) streams. */
export const LIVE_EVENTS = {
  /** Sent once when the stream opens: the client knows it is live and can stop polling. */
  ready: 'ready',
  attemptSubmitted: 'attempt-submitted',
  /** The quiz was deleted (creator or expiry): the page shows it is gone. */
  quizDeleted: 'quiz-deleted',
} as const;
