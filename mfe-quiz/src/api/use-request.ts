import { useCallback, useEffect, useRef, useState } from 'react';
import { withRetries, type RetryPolicy } from './read-retry.ts';
import { isAbort } from './request-errors.ts';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * Loads `load` when `key` changes (and `enabled` is true; until then the state stays loading),
 * cancelling the previous call. `retry` starts over from the loading state. `reload` refreshes in
 * the background: the shown data stays while it runs and stays after a failure (a refresh must not
 * blank the screen); it resolves to the new data or rejects so the caller can say so.
 * Results are stored with the key they belong to, so a new key shows loading, never stale data.
 * With a `retryPolicy`, a network failure or a 5xx is tried again after the policy's waits before it
 * counts (the state stays loading meanwhile); unmounting or a new key cancels the waits and retries.
 */
export function useRequest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
  retryPolicy?: RetryPolicy,
): { state: RequestState<T>; reload: () => Promise<T>; retry: () => void } {
  const [result, setResult] = useState<{ key: string; state: RequestState<T> } | null>(null);
  const loadRef = useRef(load);
  const policyRef = useRef(retryPolicy);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    loadRef.current = load;
    policyRef.current = retryPolicy;
  }, [load, retryPolicy]);

  const run = useCallback(async (forKey: string, background: boolean): Promise<T> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const read = () => loadRef.current(current.signal);
      const data = await (policyRef.current ? withRetries(read, policyRef.current, current.signal) : read());
      if (!current.signal.aborted) setResult({ key: forKey, state: { status: 'ok', data } });
      return data;
    } catch (error) {
      if (!background && !current.signal.aborted && !isAbort(error)) setResult({ key: forKey, state: { status: 'error', error } });
      throw error;
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    run(key, false).catch(() => undefined);
    return () => controller.current?.abort();
  }, [key, run, enabled]);

  const reload = useCallback(() => run(key, true), [run, key]);
  const retry = useCallback(() => {
    setResult({ key, state: LOADING });
    run(key, false).catch(() => undefined);
  }, [run, key]);

  const state = result && result.key === key ? result.state : LOADING;
  return { state, reload, retry };
}
