import { useEffect, useRef, useState } from 'react';
import { LIVE_EVENTS } from '@quizlink/contracts';

export type LiveHandlers = {
  /** Someone submitted: refetch what the page shows. */
  onUpdate: () => void;
  /** The quiz was deleted while the page was open. */
  onDeleted?: () => void;
};

/** Many submissions within this window cause one refetch. */
const BURST_MS = 150;

/**
 * Live updates by server push (server-sent events) while `path` is set. Polling every
 * `fallbackMs` happens only while the stream is not connected (no EventSource, a proxy in the
 * way, a reconnect in progress) — the spec's refresh periods, kept as the fallback.
 */
export function useLiveUpdates(path: string | null, handlers: LiveHandlers, fallbackMs: number): { live: boolean } {
  const [live, setLive] = useState(false);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!path || typeof EventSource === 'undefined') return;
    const source = new EventSource(path);
    let burst: number | undefined;
    const update = () => {
      window.clearTimeout(burst);
      burst = window.setTimeout(() => handlersRef.current.onUpdate(), BURST_MS);
    };
    source.addEventListener(LIVE_EVENTS.ready, () => setLive(true));
    source.addEventListener(LIVE_EVENTS.attemptSubmitted, update);
    source.addEventListener(LIVE_EVENTS.quizDeleted, () => handlersRef.current.onDeleted?.());
    source.addEventListener('error', () => setLive(false));
    return () => {
      window.clearTimeout(burst);
      source.close();
      setLive(false);
    };
  }, [path]);

  useEffect(() => {
    if (!path || live) return;
    const id = window.setInterval(() => handlersRef.current.onUpdate(), fallbackMs);
    return () => window.clearInterval(id);
  }, [path, live, fallbackMs]);

  return { live };
}
