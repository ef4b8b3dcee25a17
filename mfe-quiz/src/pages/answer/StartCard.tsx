import { useEffect, useRef } from 'react';
import type { PublicQuiz } from '@quizlink/contracts/quiz';
import { Button, Card, PageTitle, Stack } from '@quizlink/ui';
import { ANSWER_TEXTS, startSummary } from './answer-texts.ts';

/**
 * Before a timed quiz: what it is ("5 questions · 1 minute") and Start. The questions stay hidden
 * and neither the clock nor the server's start begins until Start is pressed.
 */
export function StartCard({ quiz, onStart }: { quiz: PublicQuiz; onStart: () => void }) {
  const start = useRef<HTMLButtonElement>(null);
  useEffect(() => start.current?.focus(), []);
  return (
    <Stack gap={5}>
      <PageTitle subtitle={quiz.description}>{quiz.title}</PageTitle>
      <Card>
        <Stack gap={4} align="center">
          <p style={{ margin: 0, fontSize: '1.5rem', fontWeight: 800, textAlign: 'center' }}>{startSummary(quiz.questionCount, quiz.timeLimit ?? 0)}</p>
          <p style={{ margin: 0, color: 'var(--ql-color-text-muted)', textAlign: 'center' }}>{ANSWER_TEXTS.startHint}</p>
          <Button ref={start} onClick={onStart} block style={{ minHeight: 56, fontSize: '1.125rem', maxWidth: 360 }}>
            {ANSWER_TEXTS.startButton}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
