import { AUTO_DRAFT_LABELS, type DraftStatus } from '@quizlink/contracts/draft';
import { Button, Card, Stack } from '@quizlink/ui';
import type { Stage } from './use-auto-draft.ts';

const STAGES: Array<{ stage: Stage; label: string }> = [
  { stage: 'input', label: AUTO_DRAFT_LABELS.stageInput },
  { stage: 'processing', label: AUTO_DRAFT_LABELS.stageProcessing },
  { stage: 'generation', label: AUTO_DRAFT_LABELS.stageGeneration },
  { stage: 'review', label: AUTO_DRAFT_LABELS.stageReview },
];

/** The stages as a list, the current one marked for assistive technology (aria-current="step"). */
export function StageSteps({ stage }: { stage: Stage }) {
  const current = STAGES.findIndex((s) => s.stage === stage);
  return (
    <ol aria-label="Progress" style={{ display: 'flex', gap: 'var(--ql-space-4)', listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' }}>
      {STAGES.map((s, i) => (
        <li
          key={s.stage}
          aria-current={i === current ? 'step' : undefined}
          style={{ fontWeight: i === current ? 700 : 400, color: i <= current ? 'var(--ql-color-text)' : 'var(--ql-color-text-muted)' }}
        >
          {i + 1}. {s.label}
        </li>
      ))}
    </ol>
  );
}

/** What is happening right now, in words: uploading, which file and page, how many questions. */
export function progressText(upload: number | null, status: DraftStatus | null): { text: string; value: number | null; max: number } {
  if (upload !== null && upload < 1) return { text: `${AUTO_DRAFT_LABELS.uploading}… ${Math.round(upload * 100)}%`, value: Math.round(upload * 100), max: 100 };
  const p = status?.progress;
  if (!p || (status?.status === 'processing' && !p.currentFile)) return { text: `${AUTO_DRAFT_LABELS.reading}…`, value: null, max: 100 };
  if (status?.status === 'processing') {
    const file = p.filesTotal > 1 ? ` (file ${Math.min(p.filesDone + 1, p.filesTotal)} of ${p.filesTotal})` : '';
    const pages = p.pagesTotal > 0 ? ` — page ${p.pagesDone} of ${p.pagesTotal}` : '';
    return { text: `${AUTO_DRAFT_LABELS.reading} ${p.currentFile}${pages}${file}`, value: p.pagesTotal > 0 ? p.pagesDone : null, max: Math.max(p.pagesTotal, 1) };
  }
  return { text: `${AUTO_DRAFT_LABELS.generating}: ${p.questionsGenerated} of ${p.questionsTarget}`, value: p.questionsGenerated, max: Math.max(p.questionsTarget, 1) };
}

/** Processing and generation: live progress, and Cancel (which also stops the work on the server). */
export function ProgressPanel({ stage, upload, status, onCancel }: { stage: Stage; upload: number | null; status: DraftStatus | null; onCancel: () => void }) {
  const { text, value, max } = progressText(upload, status);
  return (
    <Card heading={AUTO_DRAFT_LABELS.processingHeading}>
      <Stack gap={4}>
        <StageSteps stage={stage} />
        <output style={{ display: 'block' }}>{text}</output>
        <progress aria-label={text} max={max} {...(value === null ? {} : { value })} style={{ width: '100%', height: '12px' }} />
        <div>
          <Button variant="outline" onClick={onCancel}>
            {AUTO_DRAFT_LABELS.cancel}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
