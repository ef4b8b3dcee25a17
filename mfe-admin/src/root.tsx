import type React from 'react';
import { Route, Switch } from 'wouter';
import { QueryClientProvider } from '@tanstack/react-query';
import { LAYOUT_MESSAGES, PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { navigate } from '@quizlink/platform';
import { pageQueryClient } from '@quizlink/platform/query-client';
import { Button, StatusPanel } from '@quizlink/ui';
import { AdminPage } from './pages/admin/AdminPage.tsx';
import { BlogManagementPage } from './pages/blog-management/BlogManagementPage.tsx';
import { ShortlinkAdminPage } from './pages/shortlinks/ShortlinkAdminPage.tsx';

/** An unknown path under this remote's prefixes (e.g. /admin/anything-else). */
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
 * The admin remote's router: the contact inbox, blog management and the shortlink admin. single-spa
 * mounts it for /admin (and below) and /blog-management. Every read goes through the page's one
 * query client (shared with the shell and the other remotes).
 */
export function Root(): React.JSX.Element {
  return (
    <QueryClientProvider client={pageQueryClient}>
      <div className="mfe-admin">
        <Switch>
          <Route path={PAGE_PATHS.admin} component={AdminPage} />
          <Route path={PAGE_PATHS.blogManagement} component={BlogManagementPage} />
          <Route path={PAGE_PATHS.shortlinkAdmin} component={ShortlinkAdminPage} />
          <Route component={NotFound} />
        </Switch>
      </div>
    </QueryClientProvider>
  );
}
