import { Suspense, lazy, type ComponentType } from 'react';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { LoadingPanel } from '../components/LoadingPanel.tsx';

/** A page whose code is fetched the first time it is shown, and the way to fetch it ahead of time. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * One chunk per screen: a player opening a quiz link downloads and runs the answer screen only, not
 * the editor, the dashboard or zod (which only the editor and the dashboard use). Until the chunk is
 * there, the page shows the loading panel. The element tree is always Suspense > lazy page, so a page
 * is never remounted when its chunk arrives; a chunk fetched ahead (`preload`) is handed to React.lazy
 * as an already-settled thenable, which React reads synchronously: no loading flash, no suspension.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  // oxlint-disable-next-line unicorn/no-thenable -- React.lazy reads a thenable that settles synchronously without suspending: that is the point
  const settled = (component: ComponentType<P>) => ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) });
  const Suspended = lazy(() => (loaded ? (settled(loaded) as unknown as ReturnType<typeof preload>) : preload()));
  const Page = (props: P) => (
    <Suspense fallback={<LoadingPanel label={LAYOUT_MESSAGES.loading} />}>
      <Suspended {...(props as P & React.JSX.IntrinsicAttributes)} />
    </Suspense>
  );
  return Object.assign(Page, { preload });
}

export const AnswerPage = lazyPage(() => import(/* webpackChunkName: "page-answer" */ './answer/AnswerPage.tsx').then((m) => m.AnswerPage));
export const CreatePage = lazyPage(() => import(/* webpackChunkName: "page-create" */ './create/CreatePage.tsx').then((m) => m.CreatePage));
export const CreateAnyQuizPage = lazyPage(() =>
  import(/* webpackChunkName: "page-create-any-quiz" */ './create-any-quiz/CreateAnyQuizPage.tsx').then((m) => m.CreateAnyQuizPage),
);
export const DashboardPage = lazyPage(() => import(/* webpackChunkName: "page-dashboard" */ './dashboard/DashboardPage.tsx').then((m) => m.DashboardPage));
export const FindQuizPage = lazyPage(() => import(/* webpackChunkName: "page-find-quiz" */ './find-quiz/FindQuizPage.tsx').then((m) => m.FindQuizPage));
export const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "page-not-found" */ './not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage));
export const ResultsPage = lazyPage(() => import(/* webpackChunkName: "page-results" */ './results/ResultsPage.tsx').then((m) => m.ResultsPage));
export const SharePage = lazyPage(() => import(/* webpackChunkName: "page-share" */ './share/SharePage.tsx').then((m) => m.SharePage));
export const TestQuizLookupPage = lazyPage(() =>
  import(/* webpackChunkName: "page-test-quiz-lookup" */ './test-quiz-lookup/TestQuizLookupPage.tsx').then((m) => m.TestQuizLookupPage),
);

/** Every screen's chunk, fetched now (the unit tests render pages synchronously after this). */
export const preloadAllPages = (): Promise<unknown> =>
  Promise.all([AnswerPage, CreatePage, CreateAnyQuizPage, DashboardPage, FindQuizPage, NotFoundPage, ResultsPage, SharePage, TestQuizLookupPage].map((page) => page.preload()));
