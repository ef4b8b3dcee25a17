import { useState } from 'react';
import { Alert, Button, Stack } from '@quizlink/ui';

/** Deleting is final, so it takes a second, explicit click. */
export function DeleteQuiz({ onDelete }: { onDelete: () => Promise<boolean> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!confirming) {
    return (
      <div>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          Delete Quiz
        </Button>
      </div>
    );
  }
  const confirm = async () => {
    setBusy(true);
    if (!(await onDelete())) setBusy(false);
  };
  return (
    <Alert variant="warning" title="Delete this quiz and all its data now?">
      <Stack gap={2}>
        <p style={{ margin: 0 }}>Its questions, every answer and the leaderboard are deleted. Links to it stop working. This cannot be undone.</p>
        <Stack direction="row" gap={2} wrap>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            Yes, delete it now
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
