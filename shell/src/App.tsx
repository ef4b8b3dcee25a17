import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LAYOUT_MESSAGES, MFE_NAMES } from '@quizlink/contracts/platform';
import { setPageMeta } from '@quizlink/platform';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { ErrorScreen } from './errors/ErrorScreen.tsx';
import { InstallBanner } from './install/InstallBanner.tsx';
import { Footer } from './layout/Footer.tsx';
import { Header } from './layout/Header.tsx';
import { usePageViews } from './layout/use-page-views.ts';
import { useRouteFocus } from './layout/use-route-focus.ts';
import { useScrollToTop } from './layout/use-scroll-to-top.ts';
import { keepServerMeta } from './meta/use-page-meta.ts';
import { metaForRemotePath } from './meta/remote-route-meta.ts';
import { RemoteOutlet } from './root-config/RemoteOutlet.tsx';
import { useRemotesOnDemand } from './root-config/use-remotes-on-demand.ts';
import { ShellRoutes } from './routes/ShellRoutes.tsx';
import { Toaster } from './toasts/Toaster.tsx';
import { remoteForPath } from './root-config/remote-registry.ts';

const MAIN_ID = 'main';

/** Default metadata of remote-owned pages; the gateway's own tags on a quiz link's first load stay. */
function useRemoteMeta(pathname: string): void {
  useEffect(() => {
    if (keepServerMeta(pathname)) return;
    const meta = metaForRemotePath(pathname);
    if (meta) setPageMeta(meta);
  }, [pathname]);
}

/** Layout, toasts, install banner, the shell's pages and one outlet per remote. */
export function App() {
  const [pathname] = useLocation();
  const owner = remoteForPath(pathname);
  useScrollToTop(pathname);
  useRouteFocus(pathname, MAIN_ID);
  usePageViews(pathname);
  useRemoteMeta(pathname);
  useRemotesOnDemand(owner);

  return (
    <ErrorBoundary fallback={<ErrorScreen />}>
      <a className="ql-skip-link" href={`#${MAIN_ID}`}>
        {LAYOUT_MESSAGES.skipToContent}
      </a>
      <Header pathname={pathname} />
      <main id={MAIN_ID} className="ql-main" tabIndex={-1}>
        <ErrorBoundary key={owner ? 'remote' : pathname} fallback={<ErrorScreen />}>
          <ShellRoutes pathname={pathname} />
        </ErrorBoundary>
        {MFE_NAMES.map((name) => (
          <RemoteOutlet key={name} name={name} active={owner === name} />
        ))}
      </main>
      <Footer pathname={pathname} />
      <InstallBanner />
      <Toaster />
    </ErrorBoundary>
  );
}
