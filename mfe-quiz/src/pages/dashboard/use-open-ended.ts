import { useQuery } from '@tanstack/react-query';
import { type OpenEndedGroup, QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts/quiz';
import { quizQueryKeys } from '../../api/query-keys.ts';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { pollWhile } from '../../api/use-live-cache.ts';

/** What the open-ended card shows: its own loading and error, never the rest of the dashboard's. */
export type OpenEndedState = { status: 'loading' } | { status: 'error' } | { status: 'ok'; data: OpenEndedGroup[] };

/**
 * Open-ended answers grouped by question (creator only: the token goes in a header). Part of the
 * dashboard's query family, so a live update or a refresh refetches it in the background and the list
 * never blanks; it polls with the dashboard while the stream is down. Not retried (a failure shows
 * its own message at once). A non-list answer counts as empty (spec).
 */
export function useOpenEndedAnswers(quizId: number, token: string, live: boolean, enabled: boolean): OpenEndedState {
  const query = useQuery({
    queryKey: [...quizQueryKeys.openEnded(token), quizId],
    queryFn: async ({ signal }) => {
      const groups: unknown = await quizzesApi.openEndedAnswers(quizId, token, { signal });
      return Array.isArray(groups) ? (groups as OpenEndedGroup[]) : [];
    },
    enabled,
    retry: false,
    ...pollWhile(!live, QUIZ_EXPERIENCE_LIMITS.dashboardPollMs),
  });
  if (query.data !== undefined) return { status: 'ok', data: query.data };
  return query.isError ? { status: 'error' } : { status: 'loading' };
}
