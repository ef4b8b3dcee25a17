import { lazy } from 'react';

/**
 * The shell's pages other than home, each in its own chunk: the home page (the one most visitors
 * land on) downloads none of them. Named chunks keep the build output readable.
 */
export const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ '../pages/about/AboutPage.tsx'));
export const FaqPage = lazy(() => import(/* webpackChunkName: "page-faq" */ '../pages/faq/FaqPage.tsx'));
export const PrivacyPage = lazy(() => import(/* webpackChunkName: "page-privacy" */ '../pages/privacy/PrivacyPage.tsx'));
export const TermsPage = lazy(() => import(/* webpackChunkName: "page-terms" */ '../pages/terms/TermsPage.tsx'));
export const ContactPage = lazy(() => import(/* webpackChunkName: "page-contact" */ '../pages/contact/ContactPage.tsx'));
export const BlogIndexPage = lazy(() => import(/* webpackChunkName: "page-blog" */ '../pages/blog/BlogIndexPage.tsx'));
export const BlogArticlePage = lazy(() => import(/* webpackChunkName: "page-blog-article" */ '../pages/blog/BlogArticlePage.tsx'));
