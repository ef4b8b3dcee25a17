import { PAGE_PATHS } from './routes.ts';

/**
 * Search-engine and link-preview rules shared by the gateway (robots.txt, sitemap.xml, X-Robots-Tag,
 * server-rendered share tags) and the shell (client-side metadata).
 */

/** Private or per-visitor pages: never indexed (robots.txt Disallow, X-Robots-Tag, meta robots). */
export const NOINDEX_PAGE_PREFIXES = [
  '/dashboard',
  '/results',
  '/share',
  '/admin',
  '/blog-management',
  '/test-quiz-lookup',
  '/auto-draft-session',
] as const;

/** Whether a page path must stay out of search engines. */
export function isNoindexPath(pathname: string): boolean {
  return NOINDEX_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The public pages listed in /sitemap.xml; the gateway adds the blog's fixed articles
 * (FIXED_BLOG_ARTICLE_SLUGS) and the published posts. Kept free of zod-carrying imports: the shell's
 * first page imports this file.
 */
export const SITEMAP_PAGE_PATHS: readonly string[] = [
  PAGE_PATHS.home,
  PAGE_PATHS.create,
  PAGE_PATHS.createAnyQuiz,
  PAGE_PATHS.autoDraft,
  PAGE_PATHS.findQuiz,
  PAGE_PATHS.blog,
  PAGE_PATHS.about,
  PAGE_PATHS.faq,
  PAGE_PATHS.contact,
  PAGE_PATHS.privacy,
  PAGE_PATHS.terms,
];

/** The canonical origin: a `www.` host is folded into the bare host (one URL per page). */
export function canonicalOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname.replace(/^www\./i, '');
  return url.origin;
}

/** The site-wide share image (1200×630 PNG), served by the shell. */
export const DEFAULT_SHARE_IMAGE_PATH = '/og-image.png';

/** Where the gateway serves the generated preview image of a quiz link (PNG, 1200×630). */
export const QUIZ_PREVIEW_IMAGE_PATHS = {
  byCode: '/og/quiz/code/:code.png',
  bySlug: '/og/quiz/:slug.png',
} as const;

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
