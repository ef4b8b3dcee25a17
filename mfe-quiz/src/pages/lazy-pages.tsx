import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '@quizlink/ui';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { LoadingPanel } from '../components/LoadingPanel.tsx';

const fallback = <LoadingPanel label={LAYOUT_MESSAGES.loading} />;

/**
 * One chunk per screen: a player opening a quiz link downloads and runs the answer screen only, not
 * the editor, the dashboard or zod (which only the editor and the dashboard use). Until the chunk is
 * there, the page shows the loading panel. Once a screen has rendered and the browser is idle, the
 * chunk of the screen that usually follows it is fetched (`next`): a player's results while they
 * answer, the share sheet while a creator edits, the dashboard from the share sheet — so pressing
 * Submit or Publish shows the next screen at once, not a loading panel (`@quizlink/ui`'s lazyPage).
 */
const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>, next?: () => readonly LazyPage[]): LazyPage<P> =>
  lazyPage(load, next ? { fallback, next } : { fallback });

export const AnswerPage = lazyScreen(
  () => import(/* webpackChunkName: "page-answer" */ './answer/AnswerPage.tsx').then((m) => m.AnswerPage),
  () => [ResultsPage],
);
export const CreatePage = lazyScreen(
  () => import(/* webpackChunkName: "page-create" */ './create/CreatePage.tsx').then((m) => m.CreatePage),
  () => [SharePage],
);
export const CreateAnyQuizPage = lazyScreen(
  () => import(/* webpackChunkName: "page-create-any-quiz" */ './create-any-quiz/CreateAnyQuizPage.tsx').then((m) => m.CreateAnyQuizPage),
  () => [SharePage],
);
export const DashboardPage = lazyScreen(() => import(/* webpackChunkName: "page-dashboard" */ './dashboard/DashboardPage.tsx').then((m) => m.DashboardPage));
export const FindQuizPage = lazyScreen(
  () => import(/* webpackChunkName: "page-find-quiz" */ './find-quiz/FindQuizPage.tsx').then((m) => m.FindQuizPage),
  () => [AnswerPage],
);
export const NotFoundPage = lazyScreen(() => import(/* webpackChunkName: "page-not-found" */ './not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage));
export const ResultsPage = lazyScreen(() => import(/* webpackChunkName: "page-results" */ './results/ResultsPage.tsx').then((m) => m.ResultsPage));
export const SharePage = lazyScreen(
  () => import(/* webpackChunkName: "page-share" */ './share/SharePage.tsx').then((m) => m.SharePage),
  () => [DashboardPage],
);
export const TestQuizLookupPage = lazyScreen(
  () => import(/* webpackChunkName: "page-test-quiz-lookup" */ './test-quiz-lookup/TestQuizLookupPage.tsx').then((m) => m.TestQuizLookupPage),
  () => [AnswerPage],
);

/** Every screen's chunk, fetched now (the unit tests render pages synchronously after this). */
export const preloadAllPages = (): Promise<unknown> =>
  Promise.all([AnswerPage, CreatePage, CreateAnyQuizPage, DashboardPage, FindQuizPage, NotFoundPage, ResultsPage, SharePage, TestQuizLookupPage].map((page) => page.preload()));
