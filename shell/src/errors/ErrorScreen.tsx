import { LAYOUT_MESSAGES, MESSAGES, PAGE_PATHS } from '@quizlink/contracts';
import { Button, StatusPanel } from '@quizlink/ui';
import { loadPage, reloadPage } from './page-reload.ts';

/**
 * The spec's fallback error screen. Both buttons do a full page load: after a crash the in-memory
 * state is suspect, so a fresh start is what "Try Again" has to mean.
 */
export function ErrorScreen() {
  return (
    <StatusPanel
      role="alert"
      tone="danger"
      title={MESSAGES.errorScreenTitle}
      actions={
        <>
          <Button onClick={reloadPage}>{LAYOUT_MESSAGES.tryAgain}</Button>
          <Button variant="outline" onClick={() => loadPage(PAGE_PATHS.home)}>
            {LAYOUT_MESSAGES.goHome}
          </Button>
        </>
      }
      note={LAYOUT_MESSAGES.contactSupport}
    >
      <p>{MESSAGES.errorScreenBody}</p>
    </StatusPanel>
  );
}
