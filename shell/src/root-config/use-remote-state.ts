import { useSyncExternalStore } from 'react';
import type { MfeName } from '@quizlink/contracts/platform';
import { remoteStatus, type RemoteState } from './remote-status.ts';

/** The load state of one remote, re-rendering when it changes. */
export function useRemoteState(name: MfeName): RemoteState {
  return useSyncExternalStore(remoteStatus.subscribe, () => remoteStatus.get()[name]);
}
