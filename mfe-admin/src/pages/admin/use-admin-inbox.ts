import { useCallback, useEffect, useState } from 'react';
import { ADMIN_MESSAGES, type ContactMessage } from '@quizlink/contracts';
import { LOCAL_KEYS, dismissToast, local, toast } from '@quizlink/platform';
import { adminApi } from '../../api/admin.api.ts';
import { isNetworkError, serverMessageOf, statusOf } from '../../api/request-errors.ts';
import { loadViewedIds, saveViewedIds } from './viewed-messages.ts';

export type InboxState = { status: 'login' } | { status: 'loading' } | { status: 'ready'; messages: ContactMessage[] };

/** A request to load the messages with this token; a new object (same token) loads them again. */
type Load = { token: string };

/**
 * The admin inbox's session (spec §4): signed in while a token is stored; a 401 on the messages call
 * clears it and returns to the login with 'Session expired. Please login again.'.
 */
export function useAdminInbox() {
  const [load, setLoad] = useState<Load | null>(() => {
    const stored = local.get(LOCAL_KEYS.adminToken);
    return stored ? { token: stored } : null;
  });
  const [state, setState] = useState<InboxState>(() => (load ? { status: 'loading' } : { status: 'login' }));
  const [viewed, setViewed] = useState<Set<number>>(loadViewedIds);
  const [loggingIn, setLoggingIn] = useState(false);

  const signOut = useCallback((expired: boolean) => {
    local.remove(LOCAL_KEYS.adminToken);
    setLoad(null);
    setState({ status: 'login' });
    if (expired) toast({ title: ADMIN_MESSAGES.sessionExpired, variant: 'destructive' });
  }, []);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    adminApi.messages(load.token, controller.signal).then(
      (messages) => setState({ status: 'ready', messages }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (statusOf(error) === 401) {
          signOut(true);
          return;
        }
        toast({ title: ADMIN_MESSAGES.fetchFailed, description: serverMessageOf(error), variant: 'destructive' });
        setState((previous) => (previous.status === 'ready' ? previous : { status: 'ready', messages: [] }));
      },
    );
    return () => controller.abort();
  }, [load, signOut]);

  const login = useCallback(async (username: string, password: string) => {
    setLoggingIn(true);
    try {
      const { token } = await adminApi.login({ username, password });
      // A Login Failed / Login Error from an earlier try is stale now: take it down.
      dismissToast({ titles: [ADMIN_MESSAGES.loginFailedTitle, ADMIN_MESSAGES.loginErrorTitle] });
      local.set(LOCAL_KEYS.adminToken, token);
      setState({ status: 'loading' });
      setLoad({ token });
    } catch (error) {
      if (isNetworkError(error)) toast({ title: ADMIN_MESSAGES.loginErrorTitle, description: ADMIN_MESSAGES.loginErrorBody, variant: 'destructive' });
      else toast({ title: ADMIN_MESSAGES.loginFailedTitle, description: serverMessageOf(error) || ADMIN_MESSAGES.invalidCredentials, variant: 'destructive' });
    } finally {
      setLoggingIn(false);
    }
  }, []);

  const logout = useCallback(() => signOut(false), [signOut]);
  const refresh = useCallback(() => setLoad((current) => (current ? { ...current } : current)), []);

  const markViewed = useCallback((id: number) => {
    setViewed((previous) => {
      if (previous.has(id)) return previous;
      const next = new Set(previous).add(id);
      saveViewedIds(next);
      return next;
    });
  }, []);

  const markAllUnread = useCallback(() => {
    const next = new Set<number>();
    saveViewedIds(next);
    setViewed(next);
  }, []);

  return { state, viewed, loggingIn, login, logout, refresh, markViewed, markAllUnread };
}
