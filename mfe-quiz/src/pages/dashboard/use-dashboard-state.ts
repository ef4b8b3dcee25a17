import { useState } from 'react';
import { isCancelledError, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { type DashboardResponse, dashboardTokenParamsSchema, QUIZ_EXPERIENCE_LIMITS, QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts/quiz';
import { DASHBOARD_RETRY_DELAY_MS, navigate, retryDashboardLoad, statusOf, toast } from '@quizlink/platform';
import { quizQueryKeys } from '../../api/query-keys.ts';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { pollWhile, useLiveCache } from '../../api/use-live-cache.ts';
import { expiredText, isExpired } from '../../components/quiz-dates.ts';

export type DashboardScreen =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'expired'; message: string }
  | { status: 'error' }
  | { status: 'ready'; dashboard: DashboardResponse };

/** A link whose token cannot be one (too short, too long, control characters) is answered without asking the server. */
export const isWellFormedToken = (token: string): boolean => dashboardTokenParamsSchema.safeParse({ token }).success;

/**
 * The creator's dashboard: loaded with retries, updated live from the read model (the stream
 * invalidates the dashboard's queries), refreshed by hand, deletable. A malformed token, or one the
 * server refuses as malformed (400), is Dashboard Not Found.
 */
export function useDashboardState(token: string) {
  const wellFormed = isWellFormedToken(token);
  const queryClient = useQueryClient();
  const queryKey = quizQueryKeys.dashboard(token);
  const [deleted, setDeleted] = useState(false);
  // The stream opens once a dashboard is shown. Read from the cache here: the query below re-renders
  // this hook whenever its data changes, so this is the data of the same render.
  const streaming = queryClient.getQueryData(queryKey) !== undefined && !deleted;
  const { live } = useLiveCache(streaming ? quizzesApi.livePath(token) : null, queryKey, () => setDeleted(true));
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => quizzesApi.dashboard(token, { signal }),
    enabled: wellFormed,
    // Spec: the first load is retried twice at 1 s (not a 400, 404 or 410, which are answers); a
    // refresh answers at once, keeping what is shown if it fails.
    retry: (failureCount, error) => queryClient.getQueryData(queryKey) === undefined && retryDashboardLoad(failureCount, error),
    retryDelay: DASHBOARD_RETRY_DELAY_MS,
    ...pollWhile(streaming && !live, QUIZ_EXPERIENCE_LIMITS.dashboardPollMs),
  });

  /** The Try Again of the error screen: starts over from loading. */
  const retry = () => void queryClient.resetQueries({ queryKey, exact: true });

  /** The manual Refresh: says what it is doing and how it went; the open-ended answers follow. */
  const refresh = async () => {
    toast({ title: QUIZ_SCREEN_MESSAGES.refreshing });
    void queryClient.invalidateQueries({ queryKey: quizQueryKeys.openEnded(token) });
    try {
      const { data: dashboard } = await query.refetch({ throwOnError: true });
      toast({ title: QUIZ_SCREEN_MESSAGES.refreshed, description: `Attempts: ${dashboard?.stats.attemptCount ?? 0}` });
    } catch (error) {
      if (isCancelledError(error)) return;
      toast({ title: QUIZ_SCREEN_MESSAGES.refreshFailedTitle, description: QUIZ_SCREEN_MESSAGES.refreshFailedBody, variant: 'destructive' });
    }
  };

  /** Deletes the quiz and its data now; the creator lands on the home page. */
  const { mutateAsync: deleteQuiz } = useMutation({
    mutationFn: () => quizzesApi.remove(token),
    // Nothing of this dashboard is worth keeping in the cache once it is gone.
    onSuccess: () => queryClient.removeQueries({ queryKey }),
  });
  const remove = async (): Promise<boolean> => {
    try {
      await deleteQuiz();
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
  else if (query.data === undefined) {
    const status = query.isError ? statusOf(query.error) : undefined;
    if (!query.isError) screen = { status: 'loading' };
    else if (status === 404 || status === 400) screen = { status: 'not-found' };
    else if (status === 410) screen = { status: 'expired', message: (query.error as Error).message || expiredText() };
    else screen = { status: 'error' };
  } else if (isExpired(query.data)) screen = { status: 'expired', message: expiredText(query.data) };
  else screen = { status: 'ready', dashboard: query.data };
  return { screen, refresh, retry, remove, live };
}
