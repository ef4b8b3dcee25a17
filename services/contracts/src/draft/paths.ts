// Paths only, no schemas: the gateway's table and the shell import them without zod.
/** The prefix of every Auto Draft path. */
export const AUTO_CREATE_BASE_PATH = '/api/auto-create';

/** The path prefixes the gateway sends to the generation service. */
export const DRAFT_ROUTE_PREFIXES = [AUTO_CREATE_BASE_PATH] as const;

/** Every Auto Draft call (spec §7), under the gateway's /api/auto-create prefix. */
export const AUTO_CREATE_PATHS = {
  usageStatus: '/api/auto-create/usage-status',
  startDraftSession: '/api/auto-create/start-draft-session',
  draftQuestions: '/api/auto-create/draft/:sessionId/questions',
  cancelDraft: '/api/auto-create/draft/:sessionId/cancel',
  draftStatus: '/api/auto-create/draft-status/:sessionId',
  generateMoreForSession: '/api/auto-create/generate-more-questions/:sessionId',
  generateMore: '/api/auto-create/generate-more-questions',
  suggestQuestion: '/api/auto-create/suggest-question/:sessionId',
  useQuestion: '/api/auto-create/use-question',
  processContent: '/api/auto-create/process-content',
  generateQuestions: '/api/auto-create/generate-questions',
} as const;
