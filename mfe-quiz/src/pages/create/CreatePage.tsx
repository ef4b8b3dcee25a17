import { useState } from 'react';
import { addMoreQuestionsMessage, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { Alert, Button, Card, PageTitle, Stack } from '@quizlink/ui';
import { QuestionForm } from './QuestionForm.tsx';
import { PendingReviewDialog } from './PendingReviewDialog.tsx';
import { QuestionList } from './QuestionList.tsx';
import { ReviewBar } from './ReviewBar.tsx';
import { ShowAnswersSetting } from './ShowAnswersSetting.tsx';
import { TimingSettings } from './TimingSettings.tsx';
import { useCreateState } from './use-create-state.ts';

/** /create: build a quiz question by question (or review an AI draft), set timing, publish in one call. */
export function CreatePage() {
  const s = useCreateState();
  const [confirming, setConfirming] = useState(false);
  if (!s.user) return null;
  const { form, review } = s;
  const reviewing = review.progress !== null;
  const formHeading = reviewing ? 'Review this question' : form.editingIndex === null ? 'Add a Question' : `Edit Question ${form.editingIndex + 1}`;
  return (
    <Stack gap={5}>
      <PageTitle subtitle={`Creating as ${s.user.name}`}>{s.title}</PageTitle>
      {s.restored ? <Alert variant="info">Your draft was restored.</Alert> : null}
      {s.mode.kind === 'ai-draft' && s.mode.review && !reviewing && review.pending > 0 ? (
        <Alert variant="warning" title={`${review.pending} question(s) need review`}>
          <Button size="sm" onClick={review.start}>
            Start Sequential Review
          </Button>
        </Alert>
      ) : null}
      <Card heading={formHeading}>
        <Stack gap={4}>
          {review.progress ? (
            <ReviewBar
              progress={review.progress}
              question={review.index === null ? undefined : s.questions[review.index]}
              busy={form.saving}
              onAccept={() => void review.accept()}
              onSkip={review.skip}
              onFinish={review.finish}
            />
          ) : null}
          <QuestionForm
            draft={form.draft}
            editing={form.editingIndex !== null}
            error={form.formError}
            saving={form.saving}
            onChange={form.updateDraft}
            onOption={form.dispatchOption}
            onPickImage={form.pickImage}
            onSave={() => void (reviewing ? review.accept() : form.save())}
            onCancel={form.reset}
            showActions={!reviewing}
            confirmation={form.confirmation}
          />
        </Stack>
      </Card>
      <Card heading={`Your Questions (${s.questions.length})`}>
        <QuestionList
          questions={s.questions}
          editingIndex={form.editingIndex}
          reviewing={reviewing}
          onEdit={form.edit}
          onDelete={s.deleteQuestion}
          onMarkReviewed={s.markReviewed}
        />
      </Card>
      <Card heading="Timing">
        <TimingSettings timing={s.timing} range={s.timeRange} onChange={s.setTiming} />
      </Card>
      <Stack gap={3}>
        <ShowAnswersSetting />
        {s.missing > 0 ? (
          <Alert variant="warning" title={QUIZ_MESSAGES.minQuestionsRequired}>
            {addMoreQuestionsMessage(s.missing)}
          </Alert>
        ) : null}
        <div>
          <Button
            onClick={() => (review.pending > 0 ? setConfirming(true) : void s.publish())}
            disabled={s.missing > 0 || s.publishing || reviewing}
            aria-busy={s.publishing || undefined}
          >
            {s.publishing ? 'Publishing...' : 'Publish Quiz'}
          </Button>
        </div>
        <PendingReviewDialog
          pending={review.pending}
          open={confirming}
          onKeepReviewing={() => setConfirming(false)}
          onPublish={() => {
            setConfirming(false);
            void s.publish();
          }}
        />
      </Stack>
    </Stack>
  );
}
