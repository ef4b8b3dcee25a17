import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';

/** Many submissions within this window cause one refetch. */
const BURST_MS = 150;

/**
 * Server push into the query cache: while `path` is set, the server-sent events of that stream mark
 * the queries under `queryKey` stale, and the ones on screen refetch (a burst of submissions, one
 * refetch); a deleted quiz calls `onDeleted`. Each time the stream becomes live (its ready event, also
 * after a reconnect) they refetch once: what changed between their last read and the stream's start
 * was pushed to nobody. `live` is true while the stream is connected; the
 * queries poll (`pollWhile(!live, …)`) only while it is not — no EventSource, a proxy in the way, a
 * reconnect in progress.
 */
export function useLiveCache(path: string | null, queryKey: QueryKey, onDeleted?: () => void): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const latest = useRef({ queryKey, onDeleted });
  useEffect(() => {
    latest.current = { queryKey, onDeleted };
  });

  useEffect(() => {
    if (!path || typeof EventSource === 'undefined') return;
    const source = new EventSource(path);
    let burst: number | undefined;
    const invalidate = () => {
      window.clearTimeout(burst);
      burst = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: latest.current.queryKey }), BURST_MS);
    };
    source.addEventListener(LIVE_EVENTS.ready, () => {
      setLive(true);
      invalidate();
    });
    source.addEventListener(LIVE_EVENTS.attemptSubmitted, invalidate);
    source.addEventListener(LIVE_EVENTS.quizDeleted, () => latest.current.onDeleted?.());
    source.addEventListener('error', () => setLive(false));
    return () => {
      window.clearTimeout(burst);
      source.close();
      setLive(false);
    };
  }, [path, queryClient]);

  return { live };
}

/**
 * A query's polling for a live screen: every `periodMs` (the spec's refresh period) while `polling`
 * (the stream is down), not at all otherwise. Kept in a background tab too, as the refresh period always was.
 */
export const pollWhile = (polling: boolean, periodMs: number) => ({
  refetchInterval: polling ? periodMs : (false as const),
  refetchIntervalInBackground: true,
});
