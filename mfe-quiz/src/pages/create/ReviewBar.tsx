import { QUIZ_EXPERIENCE_MESSAGES } from '@quizlink/contracts/quiz';
import { Button, Stack } from '@quizlink/ui';
import type { EditorQuestion } from './editor-question.ts';

export type ReviewBarProps = {
  progress: { position: number; total: number };
  question: EditorQuestion | undefined;
  busy: boolean;
  onAccept: () => void;
  onSkip: () => void;
  onFinish: () => void;
};

/** Sequential review: progress, where the question came from, and the three actions. */
export function ReviewBar({ progress, question, busy, onAccept, onSkip, onFinish }: ReviewBarProps) {
  const source = question?.source;
  return (
    <Stack gap={3}>
      <progress value={progress.position} max={progress.total} aria-label="Review progress" style={{ width: '100%' }} />
      {source?.file || source?.location ? (
        <p style={{ margin: 0 }}>
          Source: {[source.file, source.location].filter(Boolean).join(', ')}
        </p>
      ) : null}
      <Stack direction="row" gap={2} wrap>
        <Button onClick={onAccept} disabled={busy} aria-busy={busy || undefined}>
          {QUIZ_EXPERIENCE_MESSAGES.acceptAndContinue}
        </Button>
        <Button variant="outline" onClick={onSkip} disabled={busy}>
          {QUIZ_EXPERIENCE_MESSAGES.skip}
        </Button>
        <Button variant="secondary" onClick={onFinish} disabled={busy}>
          {QUIZ_EXPERIENCE_MESSAGES.finishReview}
        </Button>
      </Stack>
    </Stack>
  );
}
