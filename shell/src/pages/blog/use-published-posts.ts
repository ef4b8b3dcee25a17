import { useEffect, useState } from 'react';
import type { PublicBlogPostSummary } from '@quizlink/contracts/content';
import { fetchPublishedPosts } from './published-posts.ts';

export type PublishedPostsState = { status: 'loading' | 'ready' | 'failed'; posts: PublicBlogPostSummary[] };

/** The published posts for the blog index; a failure leaves the fixed articles on their own. */
export function usePublishedPosts(): PublishedPostsState {
  const [state, setState] = useState<PublishedPostsState>({ status: 'loading', posts: [] });
  useEffect(() => {
    const controller = new AbortController();
    fetchPublishedPosts(controller.signal)
      .then((posts) => setState({ status: 'ready', posts }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('QuizLink: published blog posts could not be loaded', error);
        setState({ status: 'failed', posts: [] });
      });
    return () => controller.abort();
  }, []);
  return state;
}
