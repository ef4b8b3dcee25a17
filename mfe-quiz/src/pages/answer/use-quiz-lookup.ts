import { useCallback } from 'react';
import type { PublicQuestion, PublicQuiz } from '@quizlink/contracts';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { QUIZ_FETCH_RETRY } from '../../api/read-retry.ts';
import { statusOf } from '../../api/request-errors.ts';
import { useRequest } from '../../api/use-request.ts';
import { expiredText, isExpired } from '../../components/quiz-dates.ts';

/** How the taker arrived: the 6-character code or the creator's slug. */
export type QuizLookup = { kind: 'code' | 'slug'; value: string };

export type LookupScreen =
  | { status: 'loading' }
  | { status: 'not-found'; message: string | null }
  | { status: 'expired'; message: string }
  | { status: 'error' }
  | { status: 'ready'; quiz: PublicQuiz; questions: PublicQuestion[] };

/**
 * The quiz behind a code or slug, then (untimed) its questions (answer keys never leave the server). A network
 * failure or a 5xx is retried 3 times after 1 s, 2 s and 4 s (spec) while the screen stays loading.
 */
export function useQuizLookup(lookup: QuizLookup, enabled: boolean): { screen: LookupScreen; retry: () => void } {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const quiz = await (lookup.kind === 'code' ? quizzesApi.byCode(lookup.value, { signal }) : quizzesApi.bySlug(lookup.value, { signal }));
      // A timed quiz's questions come with its start (use-attempt-start.ts), never before.
      if (isExpired(quiz) || quiz.timeLimit !== null) return { quiz, questions: [] as PublicQuestion[] };
      const questions = await quizzesApi.questions(quiz.id, { signal });
      return { quiz, questions: questions.toSorted((a, b) => a.order - b.order) };
    },
    [lookup.kind, lookup.value],
  );
  const { state, retry } = useRequest(`${lookup.kind}:${lookup.value}`, load, enabled, QUIZ_FETCH_RETRY);

  if (state.status === 'loading') return { screen: { status: 'loading' }, retry };
  if (state.status === 'error') {
    const status = statusOf(state.error);
    const message = state.error instanceof Error ? state.error.message : null;
    if (status === 404) return { screen: { status: 'not-found', message }, retry };
    if (status === 410) return { screen: { status: 'expired', message: message || expiredText() }, retry };
    return { screen: { status: 'error' }, retry };
  }
  const { quiz, questions } = state.data;
  if (isExpired(quiz)) return { screen: { status: 'expired', message: expiredText(quiz) }, retry };
  return { screen: { status: 'ready', quiz, questions }, retry };
}
