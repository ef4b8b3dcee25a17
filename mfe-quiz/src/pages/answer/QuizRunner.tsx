import { type PublicQuestion, type PublicQuiz, QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts/quiz';
import type { SessionUser } from '@quizlink/platform';
import { Alert, Button, Card, PageTitle, QuizHeader, Stack } from '@quizlink/ui';
import { QuizUnavailable } from '../../components/QuizUnavailable.tsx';
import { Countdown } from './Countdown.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { ANSWER_TEXTS } from './answer-texts.ts';
import { useAnswerKeys } from './use-answer-keys.ts';
import { useAnswerSteps } from './use-answer-steps.ts';
import { useQuestionTop } from './use-question-top.ts';

/** While a submission is retried (no answer or a 5xx yet): the answers are safe, the page keeps trying. */
export const RETRY_TEXTS = {
  button: 'Retrying...',
  title: 'Still sending your answers',
  body: 'The connection is having trouble. Your answers are saved and will be sent as soon as it is back: please keep this page open.',
} as const;

export type QuizRunnerProps = {
  quiz: PublicQuiz;
  questions: PublicQuestion[];
  user: SessionUser;
  start: { startId: string | null; deadlineMs: number | null };
};

/**
 * One question at a time with Back, Next and a final Submit, under a sticky header with the progress
 * and the countdown of a timed quiz. Keys 1–8 pick an answer, Enter goes on; each question starts at the top.
 */
export function QuizRunner({ quiz, questions, user, start }: QuizRunnerProps) {
  const s = useAnswerSteps(quiz, questions, user, start);
  const submitNowByKey = s.isLast || (s.timeUp && !quiz.autoSubmit);
  useAnswerKeys({
    options: s.question?.type === 'multiple-choice' ? s.question.options : [],
    pick: s.setAnswer,
    next: () => (submitNowByKey ? undefined : s.next()),
    disabled: s.submitting || s.closed !== null,
  });
  const heading = useQuestionTop(s.index);
  if (s.closed) {
    return (
      <QuizUnavailable title={QUIZ_SCREEN_MESSAGES.timeUpTitle}>
        <p>{s.closed}</p>
      </QuizUnavailable>
    );
  }
  if (!s.question) return null;
  const position = s.index + 1;
  // Without auto-submit, time up leaves only Submit (the server still takes it for a short grace).
  const submitNow = s.isLast || (s.timeUp && !quiz.autoSubmit);
  return (
    <Stack gap={5}>
      <PageTitle subtitle={quiz.description}>{quiz.title}</PageTitle>
      <QuizHeader
        position={position}
        total={questions.length}
        progressLabel={ANSWER_TEXTS.progressLabel}
        timer={s.remaining !== null ? <Countdown seconds={s.remaining} totalSeconds={quiz.timeLimit ?? s.remaining} /> : null}
      />
      {s.timeUp && !quiz.autoSubmit ? <Alert variant="warning" title={QUIZ_SCREEN_MESSAGES.timeUpTitle} /> : null}
      {s.retrying ? (
        <Alert variant="warning" title={RETRY_TEXTS.title}>
          {RETRY_TEXTS.body}
        </Alert>
      ) : null}
      <Card key={s.question.id} className="ql-enter">
        <h2 ref={heading} tabIndex={-1} className="ql-card__heading" style={{ fontSize: '1.375rem' }}>
          {s.question.text}
        </h2>
        <QuestionStep question={s.question} position={position} answer={s.answer} disabled={s.submitting} onAnswer={s.setAnswer} />
      </Card>
      <Stack direction="row" gap={2} wrap>
        <Button variant="outline" onClick={s.back} disabled={s.index === 0 || s.submitting}>
          Back
        </Button>
        {submitNow ? (
          <Button onClick={() => void s.submit(s.timeUp)} disabled={s.submitting} aria-busy={s.submitting || undefined}>
            {s.retrying ? RETRY_TEXTS.button : s.submitting ? 'Submitting...' : 'Submit'}
          </Button>
        ) : (
          <Button onClick={s.next}>Next</Button>
        )}
      </Stack>
      <p style={{ margin: 0, color: 'var(--ql-color-text-muted)', fontSize: '0.875rem' }}>{ANSWER_TEXTS.keyboardHint}</p>
    </Stack>
  );
}
