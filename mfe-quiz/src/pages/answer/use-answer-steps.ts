import { useEffect, useRef, useState } from 'react';
import { MESSAGES, PAGE_PATHS, QUIZ_EXPERIENCE_ERROR_CODES, QUIZ_SCREEN_MESSAGES, buildPath } from '@quizlink/contracts';
import type { PublicQuestion, PublicQuiz } from '@quizlink/contracts';
import { navigate, toast, type SessionUser } from '@quizlink/platform';
import { attemptsApi } from '../../api/attempts.api.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { codeOf } from '../../api/request-errors.ts';
import { answerProblem, buildAttemptRequest } from './attempt-request.ts';
import { readProgress, stepBack, writeProgress, type QuizProgress } from './quiz-progress.ts';
import { useCountdown, timerWarning } from './use-countdown.ts';

const complain = (title: string) => toast({ title, variant: 'destructive' });
const { attemptTimeLimitExceeded, attemptAlreadySubmitted } = QUIZ_EXPERIENCE_ERROR_CODES;

/**
 * One question at a time, the answers given (saved per quiz across reloads), the countdown from the
 * server's start, and the one submission: a persisted idempotency key and a once-only start make a
 * second attempt impossible, whatever the taker clicks or reloads.
 */
export function useAnswerSteps(quiz: PublicQuiz, questions: readonly PublicQuestion[], user: SessionUser, start: { startId: string | null; deadlineMs: number | null }) {
  const [progress, setProgressState] = useState<QuizProgress>(() => readProgress(quiz.id, user.id, questions));
  const [submitting, setSubmitting] = useState(false);
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

  /** `force` skips the answer check: time ran out and unanswered questions go in empty. */
  const submit = async (force = false) => {
    if (submittingRef.current || !question || closed) return;
    const problem = force ? null : answerProblem(question, progress.answers[question.id]);
    if (problem) return complain(problem);
    submittingRef.current = true;
    setSubmitting(true);
    const idempotencyKey = progress.idempotencyKey ?? newIdempotencyKey();
    setProgress((p) => ({ ...p, idempotencyKey }));
    try {
      const body = { ...buildAttemptRequest({ quizId: quiz.id, user, questions, answers: progress.answers }), ...(start.startId ? { startId: start.startId } : {}) };
      const { id } = await attemptsApi.submit(body, idempotencyKey);
      setProgress((p) => ({ ...p, submittedAttemptId: id }));
    } catch (error) {
      submittingRef.current = false;
      setSubmitting(false);
      const code = codeOf(error);
      if (code === attemptTimeLimitExceeded || code === attemptAlreadySubmitted) return setClosed((error as Error).message);
      toast({ title: QUIZ_SCREEN_MESSAGES.errorTitle, description: MESSAGES.submitAttemptFailed, variant: 'destructive' });
    }
  };
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

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
    remaining,
    timeUp: remaining === 0,
    closed,
    setAnswer,
    next,
    back,
    submit,
  };
}
