import type * as React from 'react';
import { LAYOUT_MESSAGES, PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { Button, StatusPanel } from '@quizlink/ui';

/**
 * Shown in place of a remote when it crashes while rendering: the spec's error screen, limited to
 * that area, so the shell's header, footer and navigation keep working. Both buttons load a fresh
 * page because the crashed tree's state cannot be trusted.
 */
export function AreaError(): React.JSX.Element {
  return (
    <StatusPanel
      role="alert"
      tone="danger"
      title={PLATFORM_MESSAGES.errorScreenTitle}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{LAYOUT_MESSAGES.tryAgain}</Button>
          <Button variant="outline" onClick={() => window.location.assign(PAGE_PATHS.home)}>
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
