import { useCallback, useRef, useState } from 'react';
import { PAGE_PATHS, QUIZ_EXPERIENCE_LIMITS, QUIZ_SCREEN_MESSAGES, dashboardTokenParamsSchema } from '@quizlink/contracts';
import type { DashboardResponse } from '@quizlink/contracts';
import { navigate, toast } from '@quizlink/platform';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { isAbort, statusOf } from '../../api/request-errors.ts';
import { useLiveUpdates } from '../../api/use-live-updates.ts';
import { useRequest } from '../../api/use-request.ts';
import { expiredText, isExpired } from '../../components/quiz-dates.ts';

export type DashboardScreen =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'expired'; message: string }
  | { status: 'error' }
  | { status: 'ready'; dashboard: DashboardResponse };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/** Spec: the dashboard quiz fetch is retried twice at 1 s intervals (not for a 400, 404 or 410, which are answers). */
async function loadWithRetries(token: string, signal: AbortSignal, retries: number): Promise<DashboardResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await quizzesApi.dashboard(token, { signal });
    } catch (error) {
      const status = statusOf(error);
      if (isAbort(error) || status === 400 || status === 404 || status === 410 || attempt >= retries) throw error;
      await wait(QUIZ_EXPERIENCE_LIMITS.dashboardRetryDelayMs, signal);
    }
  }
}

/** A link whose token cannot be one (too short, too long, control characters) is answered without asking the server. */
export const isWellFormedToken = (token: string): boolean => dashboardTokenParamsSchema.safeParse({ token }).success;

/**
 * The creator's dashboard: loaded with retries, updated live from the read model, refreshed by hand,
 * deletable. A malformed token, or one the server refuses as malformed (400), is Dashboard Not Found.
 */
export function useDashboardState(token: string) {
  const wellFormed = isWellFormedToken(token);
  // The first load retries (spec); a refresh answers at once, keeping what is shown if it fails.
  const loaded = useRef(false);
  const load = useCallback(async (signal: AbortSignal) => {
    const dashboard = await loadWithRetries(token, signal, loaded.current ? 0 : QUIZ_EXPERIENCE_LIMITS.dashboardRetries);
    loaded.current = true;
    return dashboard;
  }, [token]);
  const { state, reload, retry } = useRequest(`dashboard:${token}`, load, wellFormed);
  const [version, setVersion] = useState(0);
  const [deleted, setDeleted] = useState(false);
  const refetch = () => {
    setVersion((v) => v + 1);
    void reload().catch(() => undefined);
  };
  const { live } = useLiveUpdates(
    state.status === 'ok' && !deleted ? quizzesApi.livePath(token) : null,
    { onUpdate: refetch, onDeleted: () => setDeleted(true) },
    QUIZ_EXPERIENCE_LIMITS.dashboardPollMs,
  );

  /** The manual Refresh: says what it is doing and how it went. */
  const refresh = async () => {
    toast({ title: QUIZ_SCREEN_MESSAGES.refreshing });
    setVersion((v) => v + 1);
    try {
      const dashboard = await reload();
      toast({ title: QUIZ_SCREEN_MESSAGES.refreshed, description: `Attempts: ${dashboard.stats.attemptCount}` });
    } catch (error) {
      if (isAbort(error)) return;
      toast({ title: QUIZ_SCREEN_MESSAGES.refreshFailedTitle, description: QUIZ_SCREEN_MESSAGES.refreshFailedBody, variant: 'destructive' });
    }
  };

  /** Deletes the quiz and its data now; the creator lands on the home page. */
  const remove = async (): Promise<boolean> => {
    try {
      await quizzesApi.remove(token);
      toast({ title: 'Quiz deleted', description: 'The quiz, its answers and its results are gone.' });
      navigate(PAGE_PATHS.home);
      return true;
    } catch {
      toast({ title: QUIZ_SCREEN_MESSAGES.errorTitle, description: 'Could not delete the quiz. Please try again.', variant: 'destructive' });
      return false;
    }
  };

  let screen: DashboardScreen;
  if (deleted || !wellFormed) screen = { status: 'not-found' };
  else if (state.status === 'loading') screen = { status: 'loading' };
  else if (state.status === 'error') {
    const status = statusOf(state.error);
    if (status === 404 || status === 400) screen = { status: 'not-found' };
    else if (status === 410) screen = { status: 'expired', message: (state.error as Error).message || expiredText() };
    else screen = { status: 'error' };
  } else if (isExpired(state.data)) screen = { status: 'expired', message: expiredText(state.data) };
  else screen = { status: 'ready', dashboard: state.data };
  return { screen, refresh, retry, remove, live, version };
}

