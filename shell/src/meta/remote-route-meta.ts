import { isNoindexPath, LAYOUT_MESSAGES, mfeForPath, SITE_SHARE } from '@quizlink/contracts/platform';
import { CREATE_ANY_QUIZ } from '@quizlink/contracts/quiz';
import type { PageMeta } from '@quizlink/platform';
import { pageTitle } from './use-page-meta.ts';

type Entry = { prefix: string; name: string; description: string };

/**
 * Metadata of the pages the remotes own, set by the shell when the route changes (a remote may refine
 * it once its data has loaded, e.g. the creator's name on a quiz). First matching prefix wins.
 * Private pages (contracts' NOINDEX_PAGE_PREFIXES: results, dashboards, admin …) are marked noindex;
 * the gateway also sends `X-Robots-Tag: noindex` for them and leaves them out of the sitemap.
 */
const ENTRIES: readonly Entry[] = [
  { prefix: '/create-any-quiz', name: CREATE_ANY_QUIZ.metaName, description: CREATE_ANY_QUIZ.metaDescription },
  { prefix: '/create', name: 'Create Your Quiz', description: 'Write your own quiz: multiple-choice or open questions, images, hints and an optional timer. Publish it and share one link.' },
  { prefix: '/auto-draft-session', name: LAYOUT_MESSAGES.autoDraftSessionTitle, description: 'Build your quiz from AI suggestions, one question at a time.' },
  { prefix: '/auto-draft', name: LAYOUT_MESSAGES.autoDraftTitle, description: 'Turn documents, images, pasted text or a topic into a quiz draft with AI, then review and publish it.' },
  { prefix: '/find-quiz', name: 'Find a Quiz', description: 'Paste a quiz link, a 6-character code or a slug to open a quiz.' },
  { prefix: '/quiz', name: SITE_SHARE.quizTitle, description: SITE_SHARE.quizDescription },
  { prefix: '/share', name: 'Share Your Quiz', description: 'Share your quiz link and keep your private dashboard link.' },
  { prefix: '/results', name: 'Quiz Results', description: 'Your score and the leaderboard.' },
  { prefix: '/dashboard', name: 'Creator Dashboard', description: 'Attempts, scores and answers of your quiz.' },
  { prefix: '/test-quiz-lookup', name: 'Quiz Lookup', description: 'Open a quiz by slug or access code.' },
  { prefix: '/admin/shortlinks', name: LAYOUT_MESSAGES.shortlinkAdminTitle, description: 'Manage short links.' },
  { prefix: '/admin', name: LAYOUT_MESSAGES.adminTitle, description: 'Contact messages.' },
  { prefix: '/blog-management', name: LAYOUT_MESSAGES.blogManagementTitle, description: 'Manage blog posts.' },
];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Metadata for a path a remote owns; undefined for the shell's own pages (they set their own). */
export function metaForRemotePath(pathname: string): PageMeta | undefined {
  if (!mfeForPath(pathname)) return undefined;
  const entry = ENTRIES.find((e) => under(pathname, e.prefix));
  if (!entry) return undefined;
  return { title: pageTitle(entry.name), description: entry.description, path: pathname, ...(isNoindexPath(pathname) ? { noindex: true } : {}) };
}
