/** Spec texts of the editor, share page and dashboard that QUIZ_MESSAGES does not hold (quoted exactly). */
export const QUIZ_EXPERIENCE_MESSAGES = {
  createTitle: 'Create Your Quiz',
  draftTitle: 'Create Your Draft',
  reviewTitle: 'Review & Edit Your Quiz',
  needsReview: 'Needs Review',
  reviewed: 'Reviewed',
  acceptAndContinue: 'Accept & Continue',
  skip: 'Skip',
  finishReview: 'Finish Review',
  dashboardTokenNotFound: 'Could not find dashboard token. Please try refreshing the page.',
  dashboardAccessUnavailable: 'Dashboard access not available. Please try refreshing the page.',
  openEndedLoadFailed: "Error loading open-ended answers. This doesn't affect your quiz functionality.",
  openEndedEmpty: 'No responses yet for open-ended questions',
  quizType: 'Quiz Type',
  essayQuiz: 'Essay Quiz',
} as const;

/** Texts of the share and test pages that are ours, not spec quotes ('Copy URL' names the spec's button). */
export const QUIZ_LINK_TEXTS = {
  /** The share page in a tab that did not publish the quiz: code and slug live in that tab's session only. */
  linksOnlyInPublishingTab:
    'The quiz link and access code are kept only in the browser tab that published this quiz. Your private dashboard link shows them too.',
  copyUrl: 'Copy URL',
} as const;

/** Publishing an AI draft whose questions are not all reviewed: the editor asks first (issue 17). */
export const PENDING_REVIEW_TEXTS = {
  title: 'Publish without reviewing?',
  publishAnyway: 'Publish Anyway',
  keepReviewing: 'Keep Reviewing',
} as const;

/** The confirmation's body: how many machine-drafted questions nobody has checked yet. */
export const pendingReviewWarning = (pending: number): string =>
  `${pending} question${pending === 1 ? ' is' : 's are'} still marked Needs Review. Drafted questions can contain mistakes; players will see them exactly as they are.`;

/** 'Review Question N of M' */
export const reviewQuestionTitle = (position: number, total: number): string => `Review Question ${position} of ${total}`;

/** The invitation the creator copies from the share page. */
export const invitationMessage = (creatorName: string, link: string, accessCode: string): string =>
  `${creatorName} made a quiz for you! How well do you know them? Take it here: ${link} (or use the code ${accessCode} on Find a Quiz)`;
