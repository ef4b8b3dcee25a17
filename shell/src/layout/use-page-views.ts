import { useEffect } from 'react';
import { trackPageView } from '@quizlink/platform';

/** One page view per route (spec: a page-view call on every route change), the first page included. */
export function usePageViews(pathname: string): void {
  useEffect(() => trackPageView(pathname), [pathname]);
}
