import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { LIMITS } from '@quizlink/contracts/quiz';
import { sanitizeShortPath, type Shortlink, SHORTLINK_MESSAGES, shortUrl } from '@quizlink/contracts/shortlink';
import { isNetworkError, serverMessageOf, toast } from '@quizlink/platform';
import { adminQueryKeys } from '../../api/query-keys.ts';
import { shortlinksApi } from '../../api/shortlinks.api.ts';

/** The spec's text for a failed call, with the server's reason after it when it adds something. */
function failureMessage(error: unknown, specText: string): string {
  if (isNetworkError(error)) return SHORTLINK_MESSAGES.connectionError;
  const reason = serverMessageOf(error);
  return reason && reason !== specText ? `${specText} — ${reason}` : specText;
}

const NO_LINKS: Shortlink[] = [];

/**
 * The shortlink admin's state (spec §4): logged in once the list call succeeds; the password stays on
 * the screen and is sent with every call; a busy flag during each call; after a create or delete the
 * list is reloaded silently; after a create both fields clear; copy marks that row for 2 s. The list is
 * a query of the page's query client, not retried: each call's outcome is said at once in the banner.
 */
export function useShortlinkAdmin() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [loggedIn, setLoggedIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [short, setShortRaw] = useState('');
  const [target, setTarget] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const listQuery = { queryKey: adminQueryKeys.shortlinks(), queryFn: () => shortlinksApi.list(password), retry: false } as const;
  // The login's own list call fills the cache: showing it needs no second call. It is read again only
  // when asked (Refresh) or after a change (invalidated).
  const list = useQuery({ ...listQuery, enabled: loggedIn, staleTime: Number.POSITIVE_INFINITY });
  const links = list.data ?? NO_LINKS;

  const run = useCallback(async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } finally {
      setBusy(false);
    }
  }, []);

  /** After a change: the list again in the background; a failure keeps the list shown (the change itself was confirmed). */
  const reloadSilently = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.shortlinks() });
  const { mutateAsync: createLink } = useMutation({ mutationFn: (link: { short: string; target: string }) => shortlinksApi.create(password, link.short, link.target) });
  const { mutateAsync: deleteLink } = useMutation({ mutationFn: (link: string) => shortlinksApi.remove(password, link) });

  const login = () =>
    run(async () => {
      try {
        await queryClient.fetchQuery(listQuery);
        setLoggedIn(true);
        setMessage(SHORTLINK_MESSAGES.authenticated);
      } catch (error) {
        setMessage(failureMessage(error, SHORTLINK_MESSAGES.invalidPassword));
      }
    });

  const refresh = () =>
    run(async () => {
      const { error } = await list.refetch();
      if (error) setMessage(failureMessage(error, SHORTLINK_MESSAGES.listError));
    });

  const create = () => {
    if (!short || !target.trim()) {
      setMessage(SHORTLINK_MESSAGES.bothFields);
      return Promise.resolve();
    }
    return run(async () => {
      try {
        await createLink({ short, target: target.trim() });
        setMessage(SHORTLINK_MESSAGES.createdOk);
        setShortRaw('');
        setTarget('');
        await reloadSilently();
      } catch (error) {
        setMessage(failureMessage(error, SHORTLINK_MESSAGES.createError));
      }
    });
  };

  const remove = (link: string) => {
    if (!window.confirm(SHORTLINK_MESSAGES.confirmDelete(link))) return Promise.resolve();
    return run(async () => {
      try {
        await deleteLink(link);
        setMessage(SHORTLINK_MESSAGES.deletedOk);
        await reloadSilently();
      } catch (error) {
        setMessage(failureMessage(error, SHORTLINK_MESSAGES.deleteError));
      }
    });
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(shortUrl(window.location.origin, link));
      setCopied(link);
      clearTimeout(copyTimer.current);
      copyTimer.current = setTimeout(() => setCopied(null), LIMITS.copiedStateMs);
    } catch {
      toast({ title: PLATFORM_MESSAGES.copyFailedTitle, description: PLATFORM_MESSAGES.copyFailedBody, variant: 'destructive', durationMs: LIMITS.copyToastDurationMs });
    }
  };

  const logout = () => {
    setLoggedIn(false);
    queryClient.removeQueries({ queryKey: adminQueryKeys.shortlinks() });
    setPassword('');
    setMessage(null);
    setShortRaw('');
    setTarget('');
  };

  return {
    password,
    setPassword,
    loggedIn,
    links,
    busy,
    message,
    short,
    setShort: (value: string) => setShortRaw(sanitizeShortPath(value)),
    target,
    setTarget,
    copied,
    login,
    logout,
    refresh,
    create,
    remove,
    copy,
  };
}
