/** The quiz aggregate's texts of the spec (creating, sharing, finding, dashboard), quoted exactly. Import them; never retype them. */
export const QUIZ_MESSAGES = {
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
  imageUploadFailedTitle: 'Image upload failed',
  imageUploadFailedBody: 'The question will be saved without the image',
  quizNotFound: 'Quiz Not Found',
  pendingQuizIntro: 'Before you answer this quiz, we need to know who you are! Enter your name below to continue.',
  errorLoadingQuizTitle: 'Error Loading Quiz',
  errorLoadingQuizBody: 'Unable to load the quiz data. Please try again.',
  dashboardNotFoundTitle: 'Dashboard Not Found',
  dashboardNotFoundBody: "We couldn't find this dashboard. The token may be invalid or the quiz has expired.",
  quizExpiredTitle: 'Quiz Expired',
  shareLoadFailed: 'Failed to load quiz. Please try again.',
  dashboardLinkLoading: 'Loading dashboard link...',
  dashboardLinkError: 'Error loading dashboard link. Please refresh the page.',
  dashboardTokenMissing: 'Dashboard token not found. Please try creating another quiz.',
  linkRequiredTitle: 'Link is required',
  linkRequiredBody: 'Please enter a quiz link or slug',
  slugNameEmpty: 'Creator name cannot be empty for URL slug generation',
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

/** Texts of the answer, results and dashboard screens that QUIZ_MESSAGES does not hold. */
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

/**
 * The error glyph that stands in for a question's image when it fails to load in the /create
 * question list (spec §8 names the glyph, not its words: these are ours).
 */
export const questionImageFailedLabel = (questionNumber: number): string =>
  `The image of question ${questionNumber} failed to load`;
