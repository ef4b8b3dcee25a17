/**
 * The browser storage keys of the spec, in one place. Session keys live for the tab; local keys
 * survive restarts. `username` and `userName` are both written because older screens read either.
 */
export const SESSION_KEYS = [
  'username',
  'userName',
  'userId',
  'pendingQuizCode',
  'pendingQuizSlug',
  'autoCreateMode',
  'requiresReview',
  'generatedQuestions',
  'generationMetadata',
  'draftSessionId',
  'draftQuestionTypes',
  'draftSettings',
  'extractedContent',
  'sourceFiles',
  'autoCreateSettings',
  'currentQuizId',
  'currentAccessCode',
  'currentUrlSlug',
  'currentDashboardToken',
  'blogManagementToken',
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];

/** Session state of an AI draft in progress; "Create Quiz" on the home page starts clean. */
export const AUTO_CREATE_SESSION_KEYS: readonly SessionKey[] = [
  'autoCreateMode',
  'requiresReview',
  'generatedQuestions',
  'generationMetadata',
  'draftSessionId',
  'draftQuestionTypes',
  'draftSettings',
  'extractedContent',
  'sourceFiles',
  'autoCreateSettings',
];

/** Local-storage keys of the spec (`{product}` is `quizlink`). */
export const LOCAL_KEYS = {
  creatorName: 'creatorName',
  draftQuestions: 'quizlink_draft_questions',
  draftMetadata: 'quizlink_draft_metadata',
  pwaBannerDismissed: 'pwa-banner-dismissed',
  iosInstallInstructionsShown: 'ios-install-instructions-shown',
  adminToken: 'adminToken',
  viewedMessageIds: 'viewedMessageIds',
  /** The editor's question form while it is being typed (ours, not the spec's): survives a reload. */
  draftOpenQuestion: 'quizlink_draft_open_question',
} as const;
