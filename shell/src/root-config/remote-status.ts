import type { MfeName } from '@quizlink/contracts/platform';

/**
 * Load state of each remote, as the shell's React tree sees it:
 * idle (never needed yet) → loading → ready, or → failed (network error, 404, broken bundle, a
 * lifecycle that threw). Kept outside React because single-spa, not React, drives the loading.
 */
export type RemoteState = 'idle' | 'loading' | 'ready' | 'failed';

type Snapshot = Readonly<Record<MfeName, RemoteState>>;

const initial: Snapshot = { quiz: 'idle', autodraft: 'idle', admin: 'idle' };
let snapshot: Snapshot = initial;
const listeners = new Set<() => void>();

export const remoteStatus = {
  get: (): Snapshot => snapshot,
  set(name: MfeName, state: RemoteState): void {
    if (snapshot[name] === state) return;
    snapshot = { ...snapshot, [name]: state };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests start from a clean slate. */
  reset(): void {
    snapshot = initial;
    for (const listener of listeners) listener();
  },
};
