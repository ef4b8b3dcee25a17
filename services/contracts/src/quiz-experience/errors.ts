/** Error codes of the quiz experience (`<domain>.<reason>`), kept apart from ERROR_CODES. */
export const QUIZ_EXPERIENCE_ERROR_CODES = {
  dashboardTokenRequired: 'dashboard.token_required',
  dashboardTokenInvalid: 'dashboard.forbidden',
  attemptStartRequired: 'attempt.start_required',
  attemptStartNotFound: 'attempt.start_not_found',
  attemptTimeLimitExceeded: 'attempt.time_limit_exceeded',
  attemptAlreadySubmitted: 'attempt.already_submitted',
  /** GET a timed quiz's questions: they come only with its start (POST /api/quiz-attempts/starts). */
  questionsComeWithStart: 'quiz.questions_come_with_start',
  verifyForbidden: 'question.verify_forbidden',
  /** GET /api/quiz-attempts/{id} with neither the attempt's secret nor the creator's dashboard token. */
  attemptSecretRequired: 'attempt.secret_required',
  questionNotFound: 'question.not_found',
  /** POST /api/questions on a quiz that already holds LIMITS.maxQuestionsPerQuiz questions. */
  questionLimitReached: 'quiz.question_limit_reached',
  quizListingDisabled: 'quiz.listing_disabled',
  liveCapacity: 'live.capacity_reached',
} as const;
