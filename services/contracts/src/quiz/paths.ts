/** The quiz service's public API paths, as the browser calls them. `:name` marks a path parameter. */
export const QUIZ_PATHS = {
  users: '/api/users',
  quizzes: '/api/quizzes',
  quizById: '/api/quizzes/:id',
  quizByCode: '/api/quizzes/code/:code',
  quizBySlug: '/api/quizzes/slug/:slug',
  quizQuestions: '/api/quizzes/:id/questions',
  quizDashboard: '/api/quizzes/dashboard/:token',
  /** POST one question onto an existing quiz (the spec's per-question call), with the creator's token. */
  questions: '/api/questions',
  /** GET with the dashboard token header: open-ended answers grouped by question. */
  openEndedAnswers: '/api/quizzes/:id/open-ended-answers',
  /** GET: server-sent events for the creator's dashboard, sent once the read model has the attempt. */
  dashboardLive: '/api/quizzes/dashboard/:token/live',
  /** GET: every attempt of the quiz as CSV (creator only). */
  dashboardExport: '/api/quizzes/dashboard/:token/attempts.csv',
} as const;

/** The quiz service's routes for other services, never exposed by the gateway. */
export const QUIZ_INTERNAL_PATHS = {
  answerKey: '/internal/quizzes/:id/answer-key',
  /** 200 {id} for a user the quiz service issued, 404 otherwise: a start needs a real taker. */
  userById: '/internal/users/:id',
} as const;

/** Headers with a meaning of their own in the quiz experience. */
export const QUIZ_HEADERS = {
  /** The creator's secret, for creator-only reads addressed by quiz id. */
  dashboardToken: 'x-dashboard-token',
} as const;

/**
 * The path prefixes the gateway sends to the quiz service. Listed after the attempt service's: every
 * `/api/quizzes/:id/attempts…` path belongs to the attempt service, and the first match wins.
 */
export const QUIZ_ROUTE_PREFIXES = [QUIZ_PATHS.questions, QUIZ_PATHS.users, QUIZ_PATHS.quizzes] as const;
