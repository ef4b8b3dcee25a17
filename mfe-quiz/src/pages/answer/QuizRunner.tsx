import { QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts';
import type { PublicQuestion, PublicQuiz } from '@quizlink/contracts';
import type { SessionUser } from '@quizlink/platform';
import { Alert, Button, Card, PageTitle, Stack } from '@quizlink/ui';
import { QuizUnavailable } from '../../components/QuizUnavailable.tsx';
import { Countdown } from './Countdown.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { useAnswerSteps } from './use-answer-steps.ts';

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

/** One question at a time with Back, Next and a final Submit, under the countdown of a timed quiz. */
export function QuizRunner({ quiz, questions, user, start }: QuizRunnerProps) {
  const s = useAnswerSteps(quiz, questions, user, start);
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
      <Stack direction="row" gap={4} align="center" wrap>
        <p style={{ margin: 0 }}>
          Question {position} of {questions.length}
        </p>
        {s.remaining !== null ? <Countdown seconds={s.remaining} /> : null}
      </Stack>
      <progress value={position} max={questions.length} aria-label="Quiz progress" style={{ width: '100%' }} />
      {s.timeUp && !quiz.autoSubmit ? <Alert variant="warning" title={QUIZ_SCREEN_MESSAGES.timeUpTitle} /> : null}
      {s.retrying ? (
        <Alert variant="warning" title={RETRY_TEXTS.title}>
          {RETRY_TEXTS.body}
        </Alert>
      ) : null}
      <Card heading={s.question.text}>
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
    </Stack>
  );
}
