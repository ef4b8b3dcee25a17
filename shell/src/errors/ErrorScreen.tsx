import { LAYOUT_MESSAGES, PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
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
      title={PLATFORM_MESSAGES.errorScreenTitle}
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
      <p>{PLATFORM_MESSAGES.errorScreenBody}</p>
    </StatusPanel>
  );
}
