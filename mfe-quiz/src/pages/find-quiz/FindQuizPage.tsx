import type React from 'react';
import { useState } from 'react';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { navigate, toast } from '@quizlink/platform';
import { Button, Card, PageTitle, Stack, TextField } from '@quizlink/ui';
import { markArrivalFromFindQuiz } from '../../components/answer-origin.ts';
import { findQuizTarget } from './find-quiz-target.ts';

/** One field that takes a full link, a 6-character code or a slug. */
export function FindQuizPage() {
  const [text, setText] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const target = findQuizTarget(text);
    if (!target) {
      toast({ title: QUIZ_MESSAGES.linkRequiredTitle, description: QUIZ_MESSAGES.linkRequiredBody, variant: 'destructive' });
      return;
    }
    markArrivalFromFindQuiz();
    navigate(target);
  };
  return (
    <Stack>
      <PageTitle subtitle="Paste the link you received, or type the 6-character code.">Find a Quiz</PageTitle>
      <Card>
        <form onSubmit={submit} noValidate>
          <Stack gap={3}>
            <TextField id="find-quiz-input" label="Quiz link or code" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
            <div>
              <Button type="submit">Find Quiz</Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
