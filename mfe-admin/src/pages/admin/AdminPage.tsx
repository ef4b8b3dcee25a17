import { useEffect } from 'react';
import { ADMIN_INBOX_LABELS } from '@quizlink/contracts/content';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { pageTitle, setPageMeta } from '@quizlink/platform';
import { Button, PageTitle, Spinner, Stack } from '@quizlink/ui';
import { AdminLoginForm } from './AdminLoginForm.tsx';
import { Inbox } from './Inbox.tsx';
import { useAdminInbox } from './use-admin-inbox.ts';

/** /admin: the login, then the contact inbox (spec §2 Admin panel). */
export function AdminPage() {
  const inbox = useAdminInbox();
  const { state } = inbox;

  useEffect(() => {
    setPageMeta({ title: pageTitle(LAYOUT_MESSAGES.adminTitle), description: ADMIN_INBOX_LABELS.loginLead, noindex: true });
  }, []);

  return (
    <Stack gap={4}>
      <Stack direction="row" justify="space-between" align="center" wrap>
        <PageTitle>{LAYOUT_MESSAGES.adminTitle}</PageTitle>
        {state.status === 'login' ? null : (
          <Stack direction="row" gap={2}>
            <Button variant="outline" onClick={inbox.refresh} disabled={state.status === 'loading'}>
              {ADMIN_INBOX_LABELS.refresh}
            </Button>
            <Button variant="secondary" onClick={inbox.logout}>
              {ADMIN_INBOX_LABELS.logout}
            </Button>
          </Stack>
        )}
      </Stack>
      {state.status === 'login' ? <AdminLoginForm busy={inbox.loggingIn} onLogin={(u, p) => void inbox.login(u, p)} /> : null}
      {state.status === 'loading' ? (
        <Spinner label={ADMIN_INBOX_LABELS.loading} />
      ) : null}
      {state.status === 'ready' ? (
        <section aria-labelledby="admin-inbox-heading">
          <h2 id="admin-inbox-heading">{ADMIN_INBOX_LABELS.inboxHeading}</h2>
          <Inbox messages={state.messages} viewed={inbox.viewed} onOpened={inbox.markViewed} onMarkAllUnread={inbox.markAllUnread} />
        </section>
      ) : null}
    </Stack>
  );
}
