import { AUTO_DRAFT_LABELS, AUTO_DRAFT_MESSAGES, type DraftQuestion, type DraftStatus } from '@quizlink/contracts/draft';
import { Alert, Button, Card, Stack } from '@quizlink/ui';
import { SourceNote } from '../../components/SourceNote.tsx';
import { StageSteps } from './ProgressPanel.tsx';

export type DraftReadyCardProps = {
  status: DraftStatus;
  questions: DraftQuestion[];
  onReview: () => void;
  onPick: () => void;
  onStartOver: () => void;
};

/** Review stage: the spec's green 'Questions Generated Successfully!' card, the warnings, and where to go next. */
export function DraftReadyCard({ status, questions, onReview, onPick, onStartOver }: DraftReadyCardProps) {
  const generator = status.generator;
  const drafted = generator?.provider === 'openai' ? `${AUTO_DRAFT_LABELS.draftedBy} ${generator.model}` : AUTO_DRAFT_LABELS.draftedOffline;
  return (
    <Stack gap={4}>
      <StageSteps stage="review" />
      <Card tone="success" heading={AUTO_DRAFT_MESSAGES.successTitle}>
        <Stack gap={4}>
          <p style={{ margin: 0 }}>
            {questions.length} questions · {drafted}
          </p>
          {status.warnings.map((warning) => (
            <Alert key={warning} variant="warning">
              {warning}
            </Alert>
          ))}
          <ol aria-label="Generated questions" style={{ margin: 0, paddingLeft: 'var(--ql-space-5)' }}>
            {questions.map((q, i) => (
              <li key={`${i}-${q.text}`} style={{ marginBottom: 'var(--ql-space-2)' }}>
                <span>{q.text}</span>
                <SourceNote source={q.source} />
              </li>
            ))}
          </ol>
          <Stack direction="row" gap={3} wrap>
            <Button onClick={onReview}>{AUTO_DRAFT_MESSAGES.reviewAndEdit}</Button>
            <Button variant="secondary" onClick={onPick}>
              {AUTO_DRAFT_LABELS.pickOneByOne}
            </Button>
            <Button variant="outline" onClick={onStartOver}>
              {AUTO_DRAFT_LABELS.startOver}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}
