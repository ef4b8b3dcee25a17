import { MESSAGES, PAGE_PATHS } from '@quizlink/contracts';
import { navigate } from '@quizlink/platform';
import { Button, StatusPanel } from '@quizlink/ui';

/** Unknown paths under the quiz prefixes (the shell shows its own 404 everywhere else). */
export function NotFoundPage() {
  return (
    <StatusPanel title={MESSAGES.pageNotFound} actions={<Button onClick={() => navigate(PAGE_PATHS.home)}>Return Home</Button>} />
  );
}
