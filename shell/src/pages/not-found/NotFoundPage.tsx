import { LAYOUT_MESSAGES, MESSAGES, PAGE_PATHS } from '@quizlink/contracts';
import { navigate } from '@quizlink/platform';
import { Button, StatusPanel } from '@quizlink/ui';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';

/** Any path nobody owns. Not indexed: it is not a page. */
export function NotFoundPage() {
  usePageMeta({ title: pageTitle(MESSAGES.pageNotFound), description: LAYOUT_MESSAGES.notFoundBody, noindex: true });
  return (
    <StatusPanel
      title={MESSAGES.pageNotFound}
      actions={<Button onClick={() => navigate(PAGE_PATHS.home)}>{LAYOUT_MESSAGES.returnHome}</Button>}
    >
      <p>{LAYOUT_MESSAGES.notFoundBody}</p>
    </StatusPanel>
  );
}
