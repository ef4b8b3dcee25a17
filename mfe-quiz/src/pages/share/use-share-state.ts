import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type PublicQuiz, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { statusOf, toast } from '@quizlink/platform';
import { quizQueryKeys } from '../../api/query-keys.ts';
import { quizzesApi } from '../../api/quizzes.api.ts';
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

/** The quiz behind the share page; a network failure or a 5xx is retried 3 times at 1 s (the page-read policy). */
export function useShareState(quizIdParam: string): ShareScreen {
  const quizId = parseQuizId(quizIdParam);
  const [published] = useState(() => (quizId === null ? null : readPublishedQuiz(quizId)));
  const query = useQuery({
    queryKey: quizQueryKeys.quiz(quizId ?? 0),
    queryFn: ({ signal }) => quizzesApi.byId(quizId ?? 0, { signal }),
    enabled: quizId !== null,
  });
  const failed = query.data === undefined && query.isError;
  const failedToLoad = failed && statusOf(query.error) !== 404 && quizId !== null;

  useEffect(() => {
    if (failedToLoad) toast({ title: QUIZ_MESSAGES.shareLoadFailed, variant: 'destructive' });
  }, [failedToLoad]);

  if (quizId === null || (failed && !failedToLoad)) return { status: 'not-found', quizIdParam };
  if (failed) return { status: 'error', published };
  if (query.data === undefined) return { status: 'loading', published };
  return { status: 'ready', quiz: query.data, published };
}
