import { AUTO_DRAFT_LABELS, usageCounterText } from '@quizlink/contracts/draft';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { PageTitle, Stack } from '@quizlink/ui';
import { AutoDraftForm } from './AutoDraftForm.tsx';
import { DraftReadyCard } from './DraftReadyCard.tsx';
import { HowItWorksCard } from './HowItWorksCard.tsx';
import { ProgressPanel } from './ProgressPanel.tsx';
import { useAutoDraft } from './use-auto-draft.ts';
import { useNameGuard } from './use-name-guard.ts';
import { useUsageStatus } from './use-usage-status.ts';

/** /auto-draft: the form, live progress while the draft is read and generated, then the result. */
export function AutoDraftPage() {
  const user = useNameGuard();
  const { usage, reload } = useUsageStatus(Boolean(user));
  const draft = useAutoDraft(user, reload);
  if (!user) return null;
  const { run } = draft;
  return (
    <Stack gap={5}>
      <PageTitle subtitle={AUTO_DRAFT_LABELS.subtitle}>{LAYOUT_MESSAGES.autoDraftTitle}</PageTitle>
      {usage ? (
        <p style={{ margin: 0 }}>
          {AUTO_DRAFT_LABELS.usageCounter}: <strong>{usageCounterText(usage.current, usage.limit)}</strong>
        </p>
      ) : null}
      {run.stage === 'input' ? <AutoDraftForm values={draft.values} onChange={draft.setValues} onSubmit={() => void draft.submit()} /> : null}
      {run.stage === 'processing' || run.stage === 'generation' ? <ProgressPanel stage={run.stage} upload={run.upload} status={run.status} onCancel={draft.cancel} /> : null}
      {run.stage === 'review' && run.status ? (
        <DraftReadyCard status={run.status} questions={run.questions} onReview={draft.reviewAndEdit} onPick={draft.pickOneByOne} onStartOver={draft.startOver} />
      ) : null}
      <HowItWorksCard />
    </Stack>
  );
}
