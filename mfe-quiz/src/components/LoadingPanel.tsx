import { Spinner, Stack } from '@quizlink/ui';

/** A page-sized busy state, announced by its label. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <Stack align="center" gap={3}>
      <Spinner size="lg" label={label} />
      <p aria-hidden="true">{label}</p>
    </Stack>
  );
}
