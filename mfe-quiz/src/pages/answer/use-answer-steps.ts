import { useEffect, useRef, useState } from 'react';
import { ATTEMPT_ERRORS, ATTEMPT_MESSAGES } from '@quizlink/contracts/attempt';
import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { type PublicQuestion, type PublicQuiz, QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts/quiz';
import { codeOf, isAbort, navigate, toast, type SessionUser } from '@quizlink/platform';
import { attemptsApi } from '../../api/attempts.api.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { rememberAttemptSecret } from '../../api/attempt-secrets.ts';
import { answerProblem, buildAttemptRequest } from './attempt-request.ts';
import { readProgress, stepBack, writeProgress, type QuizProgress } from './quiz-progress.ts';
import { submitUntilStored } from './submit-until-stored.ts';
import { useCountdown, timerWarning } from './use-countdown.ts';

const complain = (title: string) => toast({ title, variant: 'destructive' });
/** Codes that close the quiz for good: the answers came too late, or were already submitted. */
const CLOSING_CODES: readonly string[] = [ATTEMPT_ERRORS.attemptTimeLimitExceeded.code, ATTEMPT_ERRORS.attemptAlreadySubmitted.code];

/**
 * One question at a time, the answers given (saved per quiz across reloads), the countdown from the
 * server's start, and the one submission: a persisted idempotency key and a once-only start make a
 * second attempt impossible, whatever the taker clicks or reloads. A submission that gets no answer
 * or a 5xx is retried with the same key until the server has it (submit-until-stored.ts), and a
 * reload while submitting resumes it, so the taker always reaches their results.
 */
export function useAnswerSteps(quiz: PublicQuiz, questions: readonly PublicQuestion[], user: SessionUser, start: { startId: string | null; deadlineMs: number | null }) {
  const [progress, setProgressState] = useState<QuizProgress>(() => readProgress(quiz.id, user.id, questions));
  const [submitting, setSubmitting] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [closed, setClosed] = useState<string | null>(null);
  const submittingRef = useRef(false);
  const setProgress = (update: (p: QuizProgress) => QuizProgress) =>
    setProgressState((p) => {
      const next = update(p);
      writeProgress(quiz.id, next);
      return next;
    });
  const question = questions[progress.index];
  const isLast = progress.index === questions.length - 1;

  // Submitted (now, or before a reload): the results are the only way on, and the quiz is not in the history.
  useEffect(() => {
    const attemptId = progress.submittedAttemptId;
    if (attemptId) navigate(buildPath(PAGE_PATHS.results, { quizId: quiz.id, attemptId }), { replace: true });
  }, [progress.submittedAttemptId, quiz.id]);

  const setAnswer = (text: string) => question && setProgress((p) => ({ ...p, answers: { ...p.answers, [question.id]: text } }));
  const next = () => {
    if (!question) return;
    const problem = answerProblem(question, progress.answers[question.id]);
    if (problem) return complain(problem);
    setProgress((p) => ({ ...p, index: Math.min(p.index + 1, questions.length - 1) }));
  };
  const back = () => setProgress((p) => stepBack(p, questions));

  const retries = useRef<AbortController | null>(null);

  /** Sends the answers under `idempotencyKey` until the server has the attempt, or refuses it (4xx). */
  const send = async (answers: QuizProgress['answers'], idempotencyKey: string) => {
    submittingRef.current = true;
    setSubmitting(true);
    const controller = new AbortController();
    retries.current = controller;
    try {
      const body = { ...buildAttemptRequest({ quizId: quiz.id, user, questions, answers }), ...(start.startId ? { startId: start.startId } : {}) };
      const { id, attemptSecret } = await submitUntilStored(() => attemptsApi.submit(body, idempotencyKey), { signal: controller.signal, onRetry: () => setRetrying(true) });
      rememberAttemptSecret(id, attemptSecret);
      setProgress((p) => ({ ...p, submittedAttemptId: id }));
    } catch (error) {
      submittingRef.current = false;
      if (isAbort(error)) return;
      setSubmitting(false);
      setRetrying(false);
      // The server's verdict: nothing was stored, so the next submission may take a new key.
      setProgress((p) => ({ ...p, idempotencyKey: null }));
      if (CLOSING_CODES.includes(codeOf(error) ?? '')) return setClosed((error as Error).message);
      toast({ title: QUIZ_SCREEN_MESSAGES.errorTitle, description: ATTEMPT_MESSAGES.submitAttemptFailed, variant: 'destructive' });
    }
  };

  /** `force` skips the answer check: time ran out and unanswered questions go in empty. */
  const submit = async (force = false) => {
    if (submittingRef.current || !question || closed) return;
    const problem = force ? null : answerProblem(question, progress.answers[question.id]);
    if (problem) return complain(problem);
    // Saved before the first try, so a reload while submitting resumes with the same key.
    const idempotencyKey = progress.idempotencyKey ?? newIdempotencyKey();
    writeProgress(quiz.id, { ...progress, idempotencyKey });
    setProgressState((p) => ({ ...p, idempotencyKey }));
    await send(progress.answers, idempotencyKey);
  };

  const submitRef = useRef(submit);
  const sendRef = useRef(send);
  useEffect(() => {
    submitRef.current = submit;
    sendRef.current = send;
  });

  // Reloaded while a submission was under way: it goes on, with the same key and answers (once, on
  // opening the page; later submissions go through submit()). Retries stop when the page goes away.
  const resumable = useRef(progress.idempotencyKey && !progress.submittedAttemptId ? { answers: progress.answers, key: progress.idempotencyKey } : null);
  useEffect(() => {
    const pending = resumable.current;
    if (pending) void sendRef.current(pending.answers, pending.key);
    return () => retries.current?.abort();
  }, []);

  const remaining = useCountdown(start.deadlineMs);
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = remaining;
    if (remaining === null || before === null) return;
    const warning = timerWarning(before, remaining);
    if (warning === 'warning') toast({ title: QUIZ_SCREEN_MESSAGES.timeWarningTitle, description: QUIZ_SCREEN_MESSAGES.timeWarningBody });
    if (warning === 'final') toast({ title: QUIZ_SCREEN_MESSAGES.finalWarningTitle, description: QUIZ_SCREEN_MESSAGES.finalWarningBody, variant: 'destructive' });
    if (warning === 'time-up' && quiz.autoSubmit !== false) {
      toast({ title: QUIZ_SCREEN_MESSAGES.timeUpTitle, description: QUIZ_SCREEN_MESSAGES.timeUpBody });
      void submitRef.current(true);
    }
  }, [remaining, quiz.autoSubmit]);

  return {
    index: progress.index,
    question,
    isLast,
    answer: question ? progress.answers[question.id] : undefined,
    submitting,
    retrying,
    remaining,
    timeUp: remaining === 0,
    closed,
    setAnswer,
    next,
    back,
    submit,
  };
}
