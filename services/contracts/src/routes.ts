/** The five back-end services. */
export const SERVICE_NAMES = ['quiz', 'attempt', 'generation', 'content', 'shortlink'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Public API paths, as the browser calls them. `:name` marks a path parameter. */
export const API_PATHS = {
  users: '/api/users',
  quizzes: '/api/quizzes',
  quizById: '/api/quizzes/:id',
  quizByCode: '/api/quizzes/code/:code',
  quizBySlug: '/api/quizzes/slug/:slug',
  quizQuestions: '/api/quizzes/:id/questions',
  quizDashboard: '/api/quizzes/dashboard/:token',
  quizAttempts: '/api/quizzes/:id/attempts',
  attempts: '/api/quiz-attempts',
  attemptById: '/api/quiz-attempts/:id',
  /** POST {answer, attemptId}: answers only a caller who already submitted an attempt on that quiz. */
  verifyAnswer: '/api/questions/:id/verify',
  /** POST one question onto an existing quiz (the spec's per-question call), with the creator's token. */
  questions: '/api/questions',
  autoCreate: '/api/auto-create',
  contact: '/api/contact',
  admin: '/api/admin',
  auth: '/api/auth',
  blog: '/api/blog',
  uploadImage: '/api/upload-image',
  uploads: '/api/uploads',
  shortlinkAdmin: '/api/short',
} as const;

/** Routes between services, never exposed by the gateway. */
export const INTERNAL_PATHS = {
  answerKey: '/internal/quizzes/:id/answer-key',
  /** 200 {id} for a user the quiz service issued, 404 otherwise: a start needs a real taker. */
  userById: '/internal/users/:id',
} as const;

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** Headers with a meaning of their own across the platform. */
export const HEADERS = { requestId: 'x-request-id', idempotencyKey: 'idempotency-key' } as const;

/**
 * The gateway's routing table: first match wins, so more specific patterns come first.
 * A pattern matches a path that starts with its segments (`:x` matches any one segment).
 */
export const API_ROUTE_TABLE: ReadonlyArray<{ pattern: string; service: ServiceName }> = [
  { pattern: API_PATHS.quizAttempts, service: 'attempt' },
  { pattern: API_PATHS.attempts, service: 'attempt' },
  { pattern: API_PATHS.verifyAnswer, service: 'attempt' },
  // After verifyAnswer: '/api/questions' is a prefix of it, and the first match wins.
  { pattern: API_PATHS.questions, service: 'quiz' },
  { pattern: API_PATHS.users, service: 'quiz' },
  { pattern: API_PATHS.quizzes, service: 'quiz' },
  { pattern: API_PATHS.autoCreate, service: 'generation' },
  { pattern: API_PATHS.contact, service: 'content' },
  { pattern: API_PATHS.admin, service: 'content' },
  { pattern: API_PATHS.auth, service: 'content' },
  { pattern: API_PATHS.blog, service: 'content' },
  { pattern: API_PATHS.uploadImage, service: 'content' },
  { pattern: API_PATHS.uploads, service: 'content' },
  { pattern: API_PATHS.shortlinkAdmin, service: 'shortlink' },
];

const segments = (path: string): string[] => path.split('/').filter(Boolean);

/** Which service answers a public API path, or undefined when none does. */
export function serviceForPath(path: string): ServiceName | undefined {
  const parts = segments(path.split('?')[0] ?? '');
  for (const route of API_ROUTE_TABLE) {
    const pattern = segments(route.pattern);
    if (pattern.length > parts.length) continue;
    if (pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i])) return route.service;
  }
  return undefined;
}

/** Fills `:name` parameters of a path, encoding each value. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** The browser's pages and the micro-frontend that owns each. */
export const PAGE_PATHS = {
  home: '/',
  create: '/create',
  createAnyQuiz: '/create-any-quiz',
  autoDraft: '/auto-draft',
  autoDraftSession: '/auto-draft-session',
  findQuiz: '/find-quiz',
  quizBySlug: '/quiz/:slug',
  quizByCode: '/quiz/code/:code',
  share: '/share/:quizId',
  results: '/results/:quizId/:attemptId',
  dashboard: '/dashboard/:token',
  testQuizLookup: '/test-quiz-lookup',
  admin: '/admin',
  blogManagement: '/blog-management',
  shortlinkAdmin: '/admin/shortlinks',
  blog: '/blog',
  contact: '/contact',
  faq: '/faq',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export const MFE_NAMES = ['quiz', 'autodraft', 'admin'] as const;
export type MfeName = (typeof MFE_NAMES)[number];

/** Path prefixes each remote owns; the shell owns everything else. */
export const MFE_ROUTE_PREFIXES: Record<MfeName, readonly string[]> = {
  quiz: ['/create', '/create-any-quiz', '/find-quiz', '/quiz', '/share', '/results', '/dashboard', '/test-quiz-lookup'],
  autodraft: ['/auto-draft', '/auto-draft-session'],
  admin: ['/admin', '/blog-management'],
};

/** The remote that owns a page path, if any. */
export function mfeForPath(pathname: string): MfeName | undefined {
  return MFE_NAMES.find((name) =>
    MFE_ROUTE_PREFIXES[name].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}

/** Where the gateway serves each remote's build. */
export const mfeBasePath = (name: MfeName): string => `/mfe/${name}/`;
