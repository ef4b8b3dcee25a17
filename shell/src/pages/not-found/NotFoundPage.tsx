import { LAYOUT_MESSAGES, PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { POLISH_MESSAGES } from '@quizlink/contracts/quiz';
import { navigate } from '@quizlink/platform';
import { Button, StatusPanel } from '@quizlink/ui';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';

/**
 * Any path nobody owns. Not indexed: it is not a page. Says what happened and offers the two ways on:
 * home (the spec's Return Home) and Find a Quiz, for a visitor who followed a broken quiz link.
 */
export function NotFoundPage() {
  usePageMeta({ title: pageTitle(PLATFORM_MESSAGES.pageNotFound), description: LAYOUT_MESSAGES.notFoundBody, noindex: true });
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
    </StatusPanel>
  );
}
