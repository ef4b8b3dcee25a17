import { QueryClient } from '@tanstack/react-query';
import { PAGE_READ_RETRY_DELAY_MS, retryPageRead } from './read-retries.ts';

/**
 * The query client for every read of the page. Reads follow the spec's page-read retry policy
 * (read-retries.ts); a screen with its own policy sets it on its query. Requests go out whatever the
 * browser says about being online (`networkMode: 'always'`): an offline read fails and is retried like
 * any other network failure, as the spec describes, instead of waiting silently. A window regaining
 * focus does not refetch: screens refresh by their live stream, their polling fallback or by hand.
 */
export function createPageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryPageRead, retryDelay: PAGE_READ_RETRY_DELAY_MS, networkMode: 'always', refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * One client (one cache) per page. This module is a Module Federation shared singleton: inside the
 * shell every remote gets the shell's module, so they all share this one client; a remote running on
 * its own (its dev server, its tests) evaluates its own copy and so has its own.
 */
export const pageQueryClient: QueryClient = createPageQueryClient();
