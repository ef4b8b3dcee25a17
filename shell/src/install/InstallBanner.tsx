import { useEffect, useState } from 'react';
import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { Button, Dialog } from '@quizlink/ui';
import { useInstallPrompt } from './use-install-prompt.ts';
import './install.css';

function IosSteps() {
  return (
    <ol className="ql-install-steps">
      <li>{SHELL_MESSAGES.iosStepShare}</li>
      <li>{SHELL_MESSAGES.iosStepAddToHome}</li>
      <li>{SHELL_MESSAGES.iosStepAdd}</li>
    </ol>
  );
}

/**
 * The install banner (spec §2): Install (the browser's prompt) or, on iOS Safari, How to Install with
 * the three-step dialog (Got it! / Maybe later). The close button dismisses it for good.
 */
export function InstallBanner({ userAgent }: { userAgent?: string }) {
  const state = useInstallPrompt(userAgent);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The banner is fixed over the bottom of the page: room is made so nothing stays hidden under it.
  useEffect(() => {
    document.body.classList.toggle('ql-has-install-banner', state.visible);
    return () => document.body.classList.remove('ql-has-install-banner');
  }, [state.visible]);
  const closeDialog = (then: () => void) => {
    setDialogOpen(false);
    then();
    // The banner (and its How to Install button) may be gone now: keep focus on the page, not on <body>.
    window.setTimeout(() => {
      if (document.activeElement === document.body) document.getElementById('main')?.focus();
    }, 0);
  };

  return (
    <>
      {state.visible ? (
        <section className="ql-install-banner" aria-labelledby="install-banner-title">
          <div className="ql-install-banner__text">
            <h2 id="install-banner-title" className="ql-install-banner__title">{SHELL_MESSAGES.installTitle}</h2>
            <p className="ql-install-banner__body">{SHELL_MESSAGES.installBody}</p>
          </div>
          <div className="ql-install-banner__actions">
            {state.mode === 'ios' ? (
              <Button size="sm" onClick={() => setDialogOpen(true)}>{SHELL_MESSAGES.howToInstall}</Button>
            ) : (
              <Button size="sm" onClick={() => void state.install()}>{SHELL_MESSAGES.install}</Button>
            )}
            <button type="button" className="ql-install-banner__close" aria-label={SHELL_MESSAGES.dismissInstall} onClick={state.dismiss}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </section>
      ) : null}
      <Dialog
        open={dialogOpen}
        title={SHELL_MESSAGES.iosDialogTitle}
        onClose={() => closeDialog(state.later)}
        actions={
          <>
            <Button variant="outline" onClick={() => closeDialog(state.later)}>{SHELL_MESSAGES.maybeLater}</Button>
            <Button onClick={() => closeDialog(state.acknowledgeIosInstructions)}>{SHELL_MESSAGES.gotIt}</Button>
          </>
        }
      >
        <IosSteps />
      </Dialog>
    </>
  );
}
