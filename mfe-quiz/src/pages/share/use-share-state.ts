import { useCallback, useEffect, useState } from 'react';
import { MESSAGES } from '@quizlink/contracts';
import type { PublicQuiz } from '@quizlink/contracts';
import { toast } from '@quizlink/platform';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { PAGE_READ_RETRY } from '../../api/read-retry.ts';
import { statusOf } from '../../api/request-errors.ts';
import { useRequest } from '../../api/use-request.ts';
import { readPublishedQuiz, type PublishedQuiz } from './share-session.ts';

export type ShareScreen =
  | { status: 'not-found'; quizIdParam: string }
  | { status: 'loading'; published: PublishedQuiz | null }
  | { status: 'error'; published: PublishedQuiz | null }
  | { status: 'ready'; quiz: PublicQuiz; published: PublishedQuiz | null };

/** A quiz id is valid only when it is a whole number above 0 (spec). */
export function parseQuizId(param: string): number | null {
  if (!/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function useShareState(quizIdParam: string): ShareScreen {
  const quizId = parseQuizId(quizIdParam);
  const [published] = useState(() => (quizId === null ? null : readPublishedQuiz(quizId)));
  const load = useCallback((signal: AbortSignal) => quizzesApi.byId(quizId ?? 0, { signal }), [quizId]);
  const { state } = useRequest(`share:${quizIdParam}`, load, quizId !== null, PAGE_READ_RETRY);
  const failedToLoad = state.status === 'error' && statusOf(state.error) !== 404 && quizId !== null;

  useEffect(() => {
    if (failedToLoad) toast({ title: MESSAGES.shareLoadFailed, variant: 'destructive' });
  }, [failedToLoad]);

  if (quizId === null || (state.status === 'error' && !failedToLoad)) return { status: 'not-found', quizIdParam };
  if (state.status === 'loading') return { status: 'loading', published };
  if (state.status === 'error') return { status: 'error', published };
  return { status: 'ready', quiz: state.data, published };
}
