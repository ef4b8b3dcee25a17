import { LAYOUT_MESSAGES, type MfeName, PAGE_PATHS } from '@quizlink/contracts/platform';
import { Button, Spinner, StatusPanel } from '@quizlink/ui';
import { loadPage, reloadPage } from '../errors/page-reload.ts';
import { remoteContainerId } from './remote-containers.ts';
import { useRemoteState } from './use-remote-state.ts';

/**
 * The slot of one remote inside <main>: its always-present mount container, plus — while the remote
 * owns the current route — a spinner until it is loaded (idle: the runtime itself is still being
 * fetched) or an error card when it could not be loaded.
 * Try Again reloads the page: the Module Federation runtime may keep a failed manifest cached, and a
 * fresh load is the one retry that always starts clean. Go Home loads / afresh, as on the spec's
 * error screen.
 */
export function RemoteOutlet({ name, active }: { name: MfeName; active: boolean }) {
  const state = useRemoteState(name);
  return (
    <>
      {active && (state === 'loading' || state === 'idle') ? (
        <div className="ql-remote-loading">
          <Spinner label={LAYOUT_MESSAGES.loading} size="lg" />
        </div>
      ) : null}
      {active && state === 'failed' ? (
        <StatusPanel
          role="alert"
          tone="danger"
          title={LAYOUT_MESSAGES.remoteLoadFailed}
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
          <p>{LAYOUT_MESSAGES.remoteLoadFailedBody}</p>
        </StatusPanel>
      ) : null}
      <div id={remoteContainerId(name)} className="ql-remote" data-mfe={name} />
    </>
  );
}
