import type { CreateQuizResponse } from '@quizlink/contracts/quiz';
import { session } from '@quizlink/platform';

/** What only the creator's tab knows about a just-published quiz (the create response). */
export type PublishedQuiz = { accessCode: string | null; urlSlug: string | null; dashboardToken: string | null };

/**
 * Keeps the create response for the share page in session storage: the dashboard token must not
 * outlive the tab, and the public read by id never returns code, slug or token.
 */
export function rememberPublishedQuiz(created: CreateQuizResponse): void {
  session.set('currentQuizId', String(created.id));
  session.set('currentAccessCode', created.accessCode);
  session.set('currentUrlSlug', created.urlSlug);
  session.set('currentDashboardToken', created.dashboardToken);
}

/** The remembered values for `quizId`, or null when this tab did not publish that quiz. */
export function readPublishedQuiz(quizId: number): PublishedQuiz | null {
  if (session.get('currentQuizId') !== String(quizId)) return null;
  return {
    accessCode: session.get('currentAccessCode'),
    urlSlug: session.get('currentUrlSlug'),
    dashboardToken: session.get('currentDashboardToken'),
  };
}
