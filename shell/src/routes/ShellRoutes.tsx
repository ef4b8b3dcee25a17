import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LAYOUT_MESSAGES, PAGE_PATHS } from '@quizlink/contracts/platform';
import { Spinner } from '@quizlink/ui';
import { HomePage } from '../pages/home/HomePage.tsx';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';
import { AboutPage, BlogArticlePage, BlogIndexPage, ContactPage, FaqPage, PrivacyPage, TermsPage } from './lazy-pages.ts';
import { remoteForPath } from '../root-config/remote-registry.ts';

function PageLoading() {
  return (
    <div className="ql-remote-loading">
      <Spinner label={LAYOUT_MESSAGES.loading} size="lg" />
    </div>
  );
}

/** The shell's own pages; paths a remote owns render nothing here (the remote's outlet shows them). */
export function ShellRoutes({ pathname }: { pathname: string }) {
  if (remoteForPath(pathname)) return null;
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={PAGE_PATHS.home} component={HomePage} />
        <Route path={PAGE_PATHS.about} component={AboutPage} />
        <Route path={PAGE_PATHS.faq} component={FaqPage} />
        <Route path={PAGE_PATHS.privacy} component={PrivacyPage} />
        <Route path={PAGE_PATHS.terms} component={TermsPage} />
        <Route path={PAGE_PATHS.contact} component={ContactPage} />
        <Route path={PAGE_PATHS.blog} component={BlogIndexPage} />
        <Route path={`${PAGE_PATHS.blog}/:slug`}>{(params) => <BlogArticlePage key={params.slug} slug={params.slug} />}</Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
