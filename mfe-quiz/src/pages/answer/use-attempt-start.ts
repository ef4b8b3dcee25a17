import { useEffect, useState } from 'react';
import { type PublicQuestion, type PublicQuiz, QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { codeOf, type SessionUser } from '@quizlink/platform';
import { attemptsApi } from '../../api/attempts.api.ts';
import { localDeadline } from './use-countdown.ts';

export type StartState =
  | { status: 'starting' }
  /** `deadlineMs` is on this browser's clock; null for an untimed quiz. `questions`: the start's, in order (empty without a start). */
  | { status: 'started'; startId: string | null; deadlineMs: number | null; questions: PublicQuestion[] }
  | { status: 'failed' }
  /** The server does not know the session's user id (issued elsewhere, or its data was reset): a new name is needed. */
  | { status: 'unknown-user' };

/**
 * Asks the server to record the start (it keeps the first one, so a reload does not reset the
 * clock); the start hands out the questions. A timed quiz cannot be taken without it (its questions
 * come only with the start); an untimed one goes on with the questions of the public read if the
 * call fails, since the server needs no start for it. Nothing is asked while `enabled` is false (a
 * timed quiz's start card is showing).
 */
export function useAttemptStart(quiz: PublicQuiz, user: SessionUser, attempt: number, enabled = true): StartState {
  const [state, setState] = useState<{ key: string; value: StartState } | null>(null);
  const key = `${quiz.id}:${user.id}:${attempt}`;
  useEffect(() => {
    // A timed quiz waits for its start card's Start: the server's clock begins with it.
    if (!enabled) return;
    const controller = new AbortController();
    attemptsApi
      .start(quiz.id, user.id, { signal: controller.signal })
      .then((start) => {
        const deadlineMs = localDeadline(start.deadline, start.serverTime, Date.now());
        const value = { status: 'started', startId: start.id, deadlineMs, questions: start.questions.toSorted((a, b) => a.order - b.order) } as const;
        setState({ key, value });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (codeOf(error) === QUIZ_ERRORS.userNotFound.code) return setState({ key, value: { status: 'unknown-user' } });
        setState({ key, value: quiz.timeLimit === null ? { status: 'started', startId: null, deadlineMs: null, questions: [] } : { status: 'failed' } });
      });
    return () => controller.abort();
  }, [key, quiz.id, quiz.timeLimit, user.id, enabled]);
  return state && state.key === key ? state.value : { status: 'starting' };
}
