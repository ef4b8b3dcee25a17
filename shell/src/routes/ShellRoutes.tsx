import { Route, Switch } from 'wouter';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { HomePage } from '../pages/home/HomePage.tsx';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';
import { AboutPage, BlogArticlePage, BlogIndexPage, ContactPage, FaqPage, PrivacyPage, TermsPage } from './lazy-pages.tsx';
import { remoteForPath } from '../root-config/remote-registry.ts';

/**
 * The shell's own pages; paths a remote owns render nothing here (the remote's outlet shows them).
 * Each lazy page brings its own loading state (lazy-pages.tsx).
 */
export function ShellRoutes({ pathname }: { pathname: string }) {
  if (remoteForPath(pathname)) return null;
  return (
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
  );
}
