import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS, MESSAGES, SHORTLINK_MESSAGES, sanitizeShortPath, shortUrl, type Shortlink } from '@quizlink/contracts';
import { toast } from '@quizlink/platform';
import { shortlinksApi } from '../../api/shortlinks.api.ts';
import { isNetworkError, serverMessageOf } from '../../api/request-errors.ts';

/** The spec's text for a failed call, with the server's reason after it when it adds something. */
function failureMessage(error: unknown, specText: string): string {
  if (isNetworkError(error)) return SHORTLINK_MESSAGES.connectionError;
  const reason = serverMessageOf(error);
  return reason && reason !== specText ? `${specText} — ${reason}` : specText;
}

/**
 * The shortlink admin's state (spec §4): logged in once the list call succeeds; the password stays on
 * the screen and is sent with every call; a busy flag during each call; after a create or delete the
 * list is reloaded silently; after a create both fields clear; copy marks that row for 2 s.
 */
export function useShortlinkAdmin() {
  const [password, setPassword] = useState('');
  const [loggedIn, setLoggedIn] = useState(false);
  const [links, setLinks] = useState<Shortlink[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [short, setShortRaw] = useState('');
  const [target, setTarget] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const run = useCallback(async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } finally {
      setBusy(false);
    }
  }, []);

  const reloadSilently = useCallback(async () => {
    try {
      setLinks(await shortlinksApi.list(password));
    } catch (error) {
      console.warn('shortlink list refresh failed', error);
    }
  }, [password]);

  const login = () =>
    run(async () => {
      try {
        setLinks(await shortlinksApi.list(password));
        setLoggedIn(true);
        setMessage(SHORTLINK_MESSAGES.authenticated);
      } catch (error) {
        setMessage(failureMessage(error, SHORTLINK_MESSAGES.invalidPassword));
      }
    });

  const refresh = () =>
    run(async () => {
      try {
        setLinks(await shortlinksApi.list(password));
      } catch (error) {
        setMessage(failureMessage(error, SHORTLINK_MESSAGES.listError));
      }
    });

  const create = () => {
    if (!short || !target.trim()) {
      setMessage(SHORTLINK_MESSAGES.bothFields);
      return Promise.resolve();
    }
    return run(async () => {
      try {
        await shortlinksApi.create(password, short, target.trim());
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
        await shortlinksApi.remove(password, link);
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
      toast({ title: MESSAGES.copyFailedTitle, description: MESSAGES.copyFailedBody, variant: 'destructive', durationMs: LIMITS.copyToastDurationMs });
    }
  };

  const logout = () => {
    setLoggedIn(false);
    setLinks([]);
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
