/** Encouragement on the results page, by score percentage (bands in the spec's order). */
export const SCORE_MESSAGES = {
  zero: 'Every master was once a beginner!',
  upTo20: 'Just getting started! Keep going!',
  upTo40: 'Good effort! Keep learning',
  upTo60: "Nice work! You're on the right track!",
  upTo80: 'Impressive! You really know your stuff!',
  below100: "Outstanding! You're amazing!",
  perfect: "Perfect score! You're absolutely incredible!",
  /** A quiz with no scored (multiple-choice) questions: total of 0 or less. */
  noScoredQuestions: "Incredible! You're absolutely amazing!",
} as const;

/** Texts of taking a quiz and of its results: the spec's (quoted exactly) and the attempt service's own. */
export const ATTEMPT_MESSAGES = {
  selectAnswer: 'Please select an answer',
  provideAnswer: 'Please provide an answer',
  submitAttemptFailed: 'Failed to submit quiz attempt. Please try again.',
  resultsNotFoundTitle: 'Results Not Found',
  resultsNotFoundBody: "We couldn't find your quiz attempt. It may have been removed.",
  attemptNotFound: 'Attempt not found',
  attemptQuizMismatch: 'An answer refers to a question that is not part of this quiz',
  duplicateAnswer: 'Each question can be answered only once',
  openEndedAnswerForChoiceQuestion: 'An open-ended answer refers to a multiple-choice question',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 128 visible ASCII characters',
  /** The 429 (request.rate_limited) of too many starts from one address. */
  startRateLimited: 'Too many quiz starts from this address. Please wait a moment and try again.',
} as const;
