import type { ComponentType } from 'react';
import { LAYOUT_MESSAGES, PAGE_PATHS } from '@quizlink/contracts/platform';
import { lazyPage, preloadPages, Spinner, type LazyPage } from '@quizlink/ui';

const fallback = (
  <div className="ql-remote-loading">
    <Spinner label={LAYOUT_MESSAGES.loading} size="lg" />
  </div>
);

const page = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>, next?: () => readonly LazyPage[]): LazyPage<P> =>
  lazyPage(() => load().then((m) => m.default), next ? { fallback, next } : { fallback });

/**
 * The shell's pages other than home, each in its own chunk: the home page (the one most visitors
 * land on) downloads none of them until a visitor points at, focuses or touches a link to one
 * (`preloadPageAt`, the navigation's links), and a chunk that is there when its page opens shows at
 * once (`@quizlink/ui`'s lazyPage). The blog index fetches the article page once idle. Named chunks
 * keep the build output readable.
 */
export const AboutPage = page(() => import(/* webpackChunkName: "page-about" */ '../pages/about/AboutPage.tsx'));
export const FaqPage = page(() => import(/* webpackChunkName: "page-faq" */ '../pages/faq/FaqPage.tsx'));
export const PrivacyPage = page(() => import(/* webpackChunkName: "page-privacy" */ '../pages/privacy/PrivacyPage.tsx'));
export const TermsPage = page(() => import(/* webpackChunkName: "page-terms" */ '../pages/terms/TermsPage.tsx'));
export const ContactPage = page(() => import(/* webpackChunkName: "page-contact" */ '../pages/contact/ContactPage.tsx'));
export const BlogArticlePage = page(() => import(/* webpackChunkName: "page-blog-article" */ '../pages/blog/BlogArticlePage.tsx'));
export const BlogIndexPage = page(
  () => import(/* webpackChunkName: "page-blog" */ '../pages/blog/BlogIndexPage.tsx'),
  () => [BlogArticlePage],
);

const PAGE_AT: ReadonlyMap<string, LazyPage> = new Map<string, LazyPage>([
  [PAGE_PATHS.about, AboutPage],
  [PAGE_PATHS.faq, FaqPage],
  [PAGE_PATHS.privacy, PrivacyPage],
  [PAGE_PATHS.terms, TermsPage],
  [PAGE_PATHS.contact, ContactPage],
  [PAGE_PATHS.blog, BlogIndexPage],
]);

/** Fetches the code of the shell page at `path` ahead of a click (nothing for home, remotes' paths or unknown ones). */
export function preloadPageAt(path: string): void {
  const target = PAGE_AT.get(path);
  if (target) preloadPages([target]);
}
