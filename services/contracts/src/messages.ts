/** User-facing texts of the spec, quoted exactly. Import them; never retype them. */
export const MESSAGES = {
  nameRequiredTitle: 'Name is required',
  nameRequiredBody: 'Please enter your name to continue',
  userCreateFailedTitle: 'Error',
  userCreateFailedBody: 'Failed to create user. Please try again.',
  questionTextRequired: 'Please enter a question',
  optionsRequired: 'Multiple choice questions need at least 2 options',
  correctOptionRequired: 'Please select a valid correct answer',
  imageTooLargeTitle: 'File too large',
  imageTooLargeBody: 'Please select an image under 5MB',
  creatorNameRequired: 'Creator name required',
  minQuestionsRequired: 'At least 5 questions required',
  quizCreateFailed: 'Failed to create quiz',
  tryAgain: 'Please try again',
  imageUploadFailedTitle: 'Image upload failed',
  imageUploadFailedBody: 'The question will be saved without the image',
  selectAnswer: 'Please select an answer',
  provideAnswer: 'Please provide an answer',
  submitAttemptFailed: 'Failed to submit quiz attempt. Please try again.',
  quizNotFound: 'Quiz Not Found',
  pendingQuizIntro: 'Before you answer this quiz, we need to know who you are! Enter your name below to continue.',
  tagline: 'Create any quiz in minutes!',
  errorScreenTitle: 'Oops! Something went wrong',
  errorScreenBody: "We encountered an unexpected error. Don't worry, this is likely temporary.",
  pageNotFound: 'Page Not Found',
  errorLoadingQuizTitle: 'Error Loading Quiz',
  errorLoadingQuizBody: 'Unable to load the quiz data. Please try again.',
  resultsNotFoundTitle: 'Results Not Found',
  resultsNotFoundBody: "We couldn't find your quiz attempt. It may have been removed.",
  dashboardNotFoundTitle: 'Dashboard Not Found',
  dashboardNotFoundBody: "We couldn't find this dashboard. The token may be invalid or the quiz has expired.",
  quizExpiredTitle: 'Quiz Expired',
  shareLoadFailed: 'Failed to load quiz. Please try again.',
  dashboardLinkLoading: 'Loading dashboard link...',
  dashboardLinkError: 'Error loading dashboard link. Please refresh the page.',
  dashboardTokenMissing: 'Dashboard token not found. Please try creating another quiz.',
  copied: 'Copied!',
  copyFailedTitle: 'Copy failed',
  copyFailedBody: 'Failed to copy to clipboard',
  linkRequiredTitle: 'Link is required',
  linkRequiredBody: 'Please enter a quiz link or slug',
  slugNameEmpty: 'Creator name cannot be empty for URL slug generation',
  attemptNotFound: 'Attempt not found',
  userNotFound: 'User not found',
  invalidRequest: 'Invalid request',
  malformedJson: 'Request body is not valid JSON',
  payloadTooLarge: 'Request body is too large',
  routeNotFound: 'Not found',
  internalError: 'An unexpected error occurred. Please try again later.',
  upstreamUnavailable: 'The service is unavailable. Please try again.',
  upstreamTimeout: 'The service took too long to answer. Please try again.',
  attemptQuizMismatch: 'An answer refers to a question that is not part of this quiz',
} as const;

/** 'Please add N more question(s) to publish your quiz' */
export const addMoreQuestionsMessage = (missing: number): string =>
  `Please add ${missing} more question(s) to publish your quiz`;

/** The expiry text; the lifetime is configurable, so the number is too. */
export const quizExpiredMessage = (lifetimeDays: number): string =>
  `This quiz has expired after the ${lifetimeDays}-day limit and is no longer accessible.`;

/** The quiz title and description of the spec. */
export const quizTitle = (creatorName: string): string => `${creatorName}'s Quiz`;
export const quizDescription = (creatorName: string): string => `A quiz created by ${creatorName}`;

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

/** Texts of the answer, results and dashboard screens that MESSAGES does not hold. */
export const QUIZ_SCREEN_MESSAGES = {
  errorTitle: 'Error',
  anonymous: 'Anonymous',
  timeWarningTitle: 'Time Warning',
  timeWarningBody: '30 seconds remaining!',
  finalWarningTitle: 'Final Warning',
  finalWarningBody: '10 seconds left!',
  timeUpTitle: "Time's Up!",
  timeUpBody: 'Quiz auto-submitted due to time limit',
  refreshing: 'Refreshing data',
  refreshed: 'Dashboard refreshed',
  refreshFailedTitle: 'Refresh failed',
  refreshFailedBody: 'Could not load the latest data. Please try again.',
} as const;

/** Server-side texts of the attempt service (not spec quotes; added beside MESSAGES, which stays unchanged). */
export const ATTEMPT_MESSAGES = {
  duplicateAnswer: 'Each question can be answered only once',
  openEndedAnswerForChoiceQuestion: 'An open-ended answer refers to a multiple-choice question',
  idempotencyKeyReused: 'This Idempotency-Key was already used for an attempt on another quiz',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 128 visible ASCII characters',
} as const;

/**
 * The error glyph that stands in for a question's image when it fails to load in the /create
 * question list (spec §8 names the glyph, not its words: these are ours).
 */
export const questionImageFailedLabel = (questionNumber: number): string =>
  `The image of question ${questionNumber} failed to load`;
