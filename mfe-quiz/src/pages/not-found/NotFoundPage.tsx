import { LAYOUT_MESSAGES, PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { POLISH_MESSAGES } from '@quizlink/contracts/quiz';
import { navigate } from '@quizlink/platform';
import { Button, StatusPanel } from '@quizlink/ui';

/**
 * Unknown paths under the quiz prefixes (the shell shows its own 404 everywhere else): what happened,
 * then Return Home (spec) and Find a Quiz, where a code from a friend can be typed.
 */
export function NotFoundPage() {
  return (
    <StatusPanel
      title={PLATFORM_MESSAGES.pageNotFound}
      actions={
        <>
          <Button onClick={() => navigate(PAGE_PATHS.home)}>{LAYOUT_MESSAGES.returnHome}</Button>
          <Button variant="outline" onClick={() => navigate(PAGE_PATHS.findQuiz)}>
            {POLISH_MESSAGES.findQuiz}
          </Button>
        </>
      }
    >
      <p>{LAYOUT_MESSAGES.notFoundBody}</p>
      <p>{POLISH_MESSAGES.quizPageNotFoundExplanation}</p>
    </StatusPanel>
  );
}
