import type { DraftStatus } from '@quizlink/contracts/draft';
import { autoCreateApi } from '../../api/auto-create.api.ts';
import { autoDraftQueryKeys } from '../../api/query-keys.ts';

export const POLL_INTERVAL_MS = 700;
/** Network blips while polling are retried this many times in a row (5 failures) before the draft is given up. */
const POLL_RETRIES = 4;

/** A draft that is ready, failed or cancelled: nothing more to wait for. */
export const isFinal = (status: DraftStatus | undefined): status is DraftStatus =>
  status !== undefined && (status.status === 'ready' || status.status === 'failed' || status.status === 'cancelled');

/**
 * The query that watches a draft until it is final, every `POLL_INTERVAL_MS`, each status on the way
 * (which file is read, pages done, questions made) in its data. Polling is also what tells the server
 * someone still waits: when it stops (the user left, the query lost its screen), the server stops the
 * draft. `sessionId` null: nothing is watched.
 */
export function draftProgressQuery(sessionId: string | null) {
  return {
    queryKey: autoDraftQueryKeys.draftStatus(sessionId ?? ''),
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await autoCreateApi.draftStatus(sessionId ?? '', signal)).data,
    enabled: sessionId !== null,
    refetchInterval: (query: { state: { data: DraftStatus | undefined } }) => (isFinal(query.state.data) ? false : POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
    // Any failure (not only a network one) counts as a blip until five come in a row.
    retry: POLL_RETRIES,
    retryDelay: POLL_INTERVAL_MS,
    // A draft is watched once: a later visit starts a new one.
    gcTime: 0,
  };
}
