import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminLoginRequest, type ContactMessage } from '@quizlink/contracts/content';
import { LOCAL_KEYS, dismissToast, isAbort, isNetworkError, local, serverMessageOf, statusOf, toast } from '@quizlink/platform';
import { adminApi } from '../../api/admin.api.ts';
import { adminQueryKeys } from '../../api/query-keys.ts';
import { loadViewedIds, saveViewedIds } from './viewed-messages.ts';

export type InboxState = { status: 'login' } | { status: 'loading' } | { status: 'ready'; messages: ContactMessage[] };

/**
 * The admin inbox's session (spec §4): signed in while a token is stored; a 401 on the messages call
 * clears it and returns to the login with 'Session expired. Please login again.'. The messages are a
 * query of the page's query client, not retried (a failure is told at once, as the spec's toast);
 * a failed refresh keeps the messages shown.
 */
export function useAdminInbox() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => local.get(LOCAL_KEYS.adminToken));
  const [viewed, setViewed] = useState<Set<number>>(loadViewedIds);

  const signOut = useCallback((expired: boolean) => {
    local.remove(LOCAL_KEYS.adminToken);
    setToken(null);
    queryClient.removeQueries({ queryKey: adminQueryKeys.inbox() });
    if (expired) toast({ title: ADMIN_MESSAGES.sessionExpired, variant: 'destructive' });
  }, [queryClient]);

  const messages = useQuery({
    queryKey: adminQueryKeys.inbox(),
    queryFn: async ({ signal }) => {
      try {
        return await adminApi.messages(token ?? '', signal);
      } catch (error) {
        if (statusOf(error) === 401) signOut(true);
        else if (!isAbort(error)) toast({ title: ADMIN_MESSAGES.fetchFailed, description: serverMessageOf(error), variant: 'destructive' });
        throw error;
      }
    },
    enabled: token !== null,
    retry: false,
  });

  const { mutateAsync: signIn, isPending: loggingIn } = useMutation({ mutationFn: (credentials: AdminLoginRequest) => adminApi.login(credentials) });
  const login = useCallback(async (username: string, password: string) => {
    try {
      const { token: issued } = await signIn({ username, password });
      // A Login Failed / Login Error from an earlier try is stale now: take it down.
      dismissToast({ titles: [ADMIN_MESSAGES.loginFailedTitle, ADMIN_MESSAGES.loginErrorTitle] });
      local.set(LOCAL_KEYS.adminToken, issued);
      setToken(issued);
    } catch (error) {
      if (isNetworkError(error)) toast({ title: ADMIN_MESSAGES.loginErrorTitle, description: ADMIN_MESSAGES.loginErrorBody, variant: 'destructive' });
      else toast({ title: ADMIN_MESSAGES.loginFailedTitle, description: serverMessageOf(error) || ADMIN_MESSAGES.invalidCredentials, variant: 'destructive' });
    }
  }, [signIn]);

  const logout = useCallback(() => signOut(false), [signOut]);
  const { refetch } = messages;
  const refresh = useCallback(() => void refetch(), [refetch]);

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

  let state: InboxState;
  if (token === null) state = { status: 'login' };
  else if (messages.isPending) state = { status: 'loading' };
  else state = { status: 'ready', messages: messages.data ?? [] };

  return { state, viewed, loggingIn, login, logout, refresh, markViewed, markAllUnread };
}
