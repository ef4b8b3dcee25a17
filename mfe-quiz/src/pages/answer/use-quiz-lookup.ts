import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicQuestion, PublicQuiz } from '@quizlink/contracts/quiz';
import { quizFetchRetryDelay, retryQuizFetch, statusOf } from '@quizlink/platform';
import { quizQueryKeys } from '../../api/query-keys.ts';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { expiredText, isExpired } from '../../components/quiz-dates.ts';

/** How the taker arrived: the 6-character code or the creator's slug. */
export type QuizLookup = { kind: 'code' | 'slug'; value: string };

export type LookupScreen =
  | { status: 'loading' }
  | { status: 'not-found'; message: string | null }
  | { status: 'expired'; message: string }
  | { status: 'error' }
  | { status: 'ready'; quiz: PublicQuiz; questions: PublicQuestion[] };

/** The quiz, then (untimed) its questions in order; answer keys never leave the server. */
async function loadQuiz(lookup: QuizLookup, signal: AbortSignal): Promise<{ quiz: PublicQuiz; questions: PublicQuestion[] }> {
  const quiz = await (lookup.kind === 'code' ? quizzesApi.byCode(lookup.value, { signal }) : quizzesApi.bySlug(lookup.value, { signal }));
  // A timed quiz's questions come with its start (use-attempt-start.ts), never before.
  if (isExpired(quiz) || quiz.timeLimit !== null) return { quiz, questions: [] };
  const questions = await quizzesApi.questions(quiz.id, { signal });
  return { quiz, questions: questions.toSorted((a, b) => a.order - b.order) };
}

/**
 * The quiz behind a code or slug, with its questions. A network failure or a 5xx is retried 3 times
 * after 1 s, 2 s and 4 s (spec) while the screen stays loading; `retry` starts over from loading.
 */
export function useQuizLookup(lookup: QuizLookup, enabled: boolean): { screen: LookupScreen; retry: () => void } {
  const queryClient = useQueryClient();
  const queryKey = quizQueryKeys.lookup(lookup.kind, lookup.value);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => loadQuiz(lookup, signal),
    enabled,
    retry: retryQuizFetch,
    retryDelay: quizFetchRetryDelay,
  });
  const retry = () => void queryClient.resetQueries({ queryKey, exact: true });

  if (query.data === undefined) {
    if (!query.isError) return { screen: { status: 'loading' }, retry };
    const status = statusOf(query.error);
    const message = query.error instanceof Error ? query.error.message : null;
    if (status === 404) return { screen: { status: 'not-found', message }, retry };
    if (status === 410) return { screen: { status: 'expired', message: message || expiredText() }, retry };
    return { screen: { status: 'error' }, retry };
  }
  const { quiz, questions } = query.data;
  if (isExpired(quiz)) return { screen: { status: 'expired', message: expiredText(quiz) }, retry };
  return { screen: { status: 'ready', quiz, questions }, retry };
}
