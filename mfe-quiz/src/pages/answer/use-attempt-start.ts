import { useEffect, useState } from 'react';
import type { PublicQuiz } from '@quizlink/contracts';
import type { SessionUser } from '@quizlink/platform';
import { attemptsApi } from '../../api/attempts.api.ts';
import { localDeadline } from './use-countdown.ts';

export type StartState =
  | { status: 'starting' }
  /** `deadlineMs` is on this browser's clock; null for an untimed quiz. */
  | { status: 'started'; startId: string | null; deadlineMs: number | null }
  | { status: 'failed' };

/**
 * Asks the server to record the start (it keeps the first one, so a reload does not reset the
 * clock). A timed quiz cannot be taken without it; an untimed one goes on if the call fails, since
 * the server needs no start for it.
 */
export function useAttemptStart(quiz: PublicQuiz, user: SessionUser, attempt: number): StartState {
  const [state, setState] = useState<{ key: string; value: StartState } | null>(null);
  const key = `${quiz.id}:${user.id}:${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    attemptsApi
      .start(quiz.id, user.id, { signal: controller.signal })
      .then((start) => {
        const value = { status: 'started', startId: start.id, deadlineMs: localDeadline(start.deadline, start.serverTime, Date.now()) } as const;
        setState({ key, value });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setState({ key, value: quiz.timeLimit === null ? { status: 'started', startId: null, deadlineMs: null } : { status: 'failed' } });
      });
    return () => controller.abort();
  }, [key, quiz.id, quiz.timeLimit, user.id]);
  return state && state.key === key ? state.value : { status: 'starting' };
}
