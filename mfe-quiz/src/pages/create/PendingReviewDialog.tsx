import { PENDING_REVIEW_TEXTS, pendingReviewWarning } from '@quizlink/contracts/quiz';
import { Button, Dialog } from '@quizlink/ui';

export type PendingReviewDialogProps = {
  /** Questions still marked Needs Review; the dialog is open while a publish waits for an answer. */
  pending: number;
  open: boolean;
  onPublish: () => void;
  onKeepReviewing: () => void;
};

/** Asks before an AI draft is published with questions nobody has reviewed yet. */
export function PendingReviewDialog({ pending, open, onPublish, onKeepReviewing }: PendingReviewDialogProps) {
  return (
    <Dialog
      open={open}
      title={PENDING_REVIEW_TEXTS.title}
      onClose={onKeepReviewing}
      actions={
        <>
          <Button variant="outline" onClick={onKeepReviewing}>
            {PENDING_REVIEW_TEXTS.keepReviewing}
          </Button>
          <Button onClick={onPublish}>{PENDING_REVIEW_TEXTS.publishAnyway}</Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{pendingReviewWarning(pending)}</p>
    </Dialog>
  );
}
