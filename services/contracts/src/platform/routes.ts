import { ATTEMPT_ROUTE_PREFIXES } from '../attempt/paths.ts';
import { CONTENT_ROUTE_PREFIXES } from '../content/route-prefixes.ts';
import { DRAFT_ROUTE_PREFIXES } from '../draft/paths.ts';
import { QUIZ_ROUTE_PREFIXES } from '../quiz/paths.ts';
import { SHORTLINK_ROUTE_PREFIXES } from '../shortlink/paths.ts';

/** The five back-end services. */
export const SERVICE_NAMES = ['quiz', 'attempt', 'generation', 'content', 'shortlink'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * The gateway's routing table: first match wins, so more specific patterns come first.
 * A pattern matches a path that starts with its segments (`:x` matches any one segment).
 */
export const API_ROUTE_TABLE: ReadonlyArray<{ pattern: string; service: ServiceName }> = [
  ...ATTEMPT_ROUTE_PREFIXES.map((pattern) => ({ pattern, service: 'attempt' as const })),
  // After the attempt service's: '/api/questions' is a prefix of its verify path, and the first match wins.
  ...QUIZ_ROUTE_PREFIXES.map((pattern) => ({ pattern, service: 'quiz' as const })),
  ...DRAFT_ROUTE_PREFIXES.map((pattern) => ({ pattern, service: 'generation' as const })),
  ...CONTENT_ROUTE_PREFIXES.map((pattern) => ({ pattern, service: 'content' as const })),
  ...SHORTLINK_ROUTE_PREFIXES.map((pattern) => ({ pattern, service: 'shortlink' as const })),
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
