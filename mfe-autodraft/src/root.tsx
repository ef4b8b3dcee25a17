import type React from 'react';
import { Route, Switch } from 'wouter';
import { QueryClientProvider } from '@tanstack/react-query';
import { LAYOUT_MESSAGES, PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { navigate } from '@quizlink/platform';
import { pageQueryClient } from '@quizlink/platform/query-client';
import { Button, StatusPanel } from '@quizlink/ui';
import { AutoDraftPage } from './pages/auto-draft/AutoDraftPage.tsx';
import { AutoDraftSessionPage } from './pages/auto-draft-session/AutoDraftSessionPage.tsx';

/** An unknown path under this remote's prefixes. */
function NotFound(): React.JSX.Element {
  return (
    <StatusPanel
      title={PLATFORM_MESSAGES.pageNotFound}
      actions={<Button onClick={() => navigate(PAGE_PATHS.home)}>{LAYOUT_MESSAGES.returnHome}</Button>}
    >
      <p>{LAYOUT_MESSAGES.notFoundBody}</p>
    </StatusPanel>
  );
}

/**
 * The auto-draft remote's router. single-spa mounts it for /auto-draft and /auto-draft-session only.
 * Every read goes through the page's one query client (shared with the shell and the other remotes).
 */
export function Root(): React.JSX.Element {
  return (
    <QueryClientProvider client={pageQueryClient}>
      <div className="mfe-autodraft">
        <Switch>
          <Route path={PAGE_PATHS.autoDraft} component={AutoDraftPage} />
          <Route path={PAGE_PATHS.autoDraftSession} component={AutoDraftSessionPage} />
          <Route component={NotFound} />
        </Switch>
      </div>
    </QueryClientProvider>
  );
}
