import { useCallback, useEffect } from 'react';
import type { OpenEndedGroup } from '@quizlink/contracts';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { useRequest, type RequestState } from '../../api/use-request.ts';

/**
 * Open-ended answers grouped by question (creator only: the token goes in a header). Refetched in
 * the background when the dashboard's `version` changes (a live update or a refresh), so the list
 * never blanks. A non-list answer counts as empty (spec).
 */
export function useOpenEndedAnswers(quizId: number, token: string, version: number, enabled: boolean): RequestState<OpenEndedGroup[]> {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const groups: unknown = await quizzesApi.openEndedAnswers(quizId, token, { signal });
      return Array.isArray(groups) ? (groups as OpenEndedGroup[]) : [];
    },
    [quizId, token],
  );
  const { state, reload } = useRequest(`open-ended:${quizId}`, load, enabled);
  useEffect(() => {
    if (enabled && version > 0) void reload().catch(() => undefined);
  }, [version, reload, enabled]);
  return state;
}
