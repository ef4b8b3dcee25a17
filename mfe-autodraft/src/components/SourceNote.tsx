import { AUTO_DRAFT_LABELS, type QuestionSource } from '@quizlink/contracts/draft';

/** Where a question came from (file and page or paragraph), so the creator can check it. */
export function SourceNote({ source }: { source: QuestionSource | null }) {
  if (!source?.file) return null;
  return (
    <p style={{ margin: 0, fontSize: '0.875rem', color: 'var(--ql-color-text-muted)' }}>
      {AUTO_DRAFT_LABELS.source}: {[source.file, source.location].filter(Boolean).join(', ')}
    </p>
  );
}
