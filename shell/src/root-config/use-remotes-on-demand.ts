import { useEffect } from 'react';
import type { MfeName } from '@quizlink/contracts/platform';
import { remoteStatus } from './remote-status.ts';
import type * as StartRemotes from './start-remotes.ts';

type StartModule = typeof StartRemotes;
let runtime: Promise<StartModule> | null = null;
let started = false;

/**
 * Downloads single-spa and the federation runtime (one chunk). Called as early as possible when the
 * first page is a remote's (bootstrap), and again by the hook; the download happens once.
 */
export function loadRemoteRuntime(): Promise<StartModule> {
  runtime ??= import(/* webpackChunkName: "remote-runtime" */ './start-remotes.ts');
  return runtime;
}

/**
 * Starts the remotes the first time one owns the current path, then hands their routing to
 * single-spa. The shell's own pages (home, static pages, blog) never pay for the runtime. If the chunk
 * itself cannot be fetched, the remote is shown as failed and the next visit to a remote path retries.
 */
export function useRemotesOnDemand(owner: MfeName | undefined): void {
  useEffect(() => {
    if (!owner || started) return;
    started = true;
    remoteStatus.set(owner, 'loading');
    loadRemoteRuntime()
      .then(({ registerAndStartRemotes }) => registerAndStartRemotes())
      .catch((error: unknown) => {
        console.warn('QuizLink: the micro-frontend runtime could not be loaded', error);
        remoteStatus.set(owner, 'failed');
        runtime = null;
        started = false;
      });
  }, [owner]);
}
