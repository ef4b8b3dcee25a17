import { useEffect, useState, type ComponentType } from 'react';
import type { PublicBlogPost } from '@quizlink/contracts/content';
import { articleBySlug, type ArticleSummary } from './article-catalog.ts';
import { ARTICLE_LOADERS } from './articles/index.ts';
import { fetchPublishedPost } from './published-posts.ts';

export type ArticleState =
  | { status: 'loading' }
  | { status: 'fixed'; summary: ArticleSummary; Body: ComponentType }
  | { status: 'post'; post: PublicBlogPost; html: string }
  | { status: 'missing' }
  | { status: 'failed' };

async function loadArticle(slug: string, signal: AbortSignal): Promise<ArticleState> {
  const summary = articleBySlug(slug);
  const loader = ARTICLE_LOADERS[slug];
  if (summary && loader) return { status: 'fixed', summary, Body: (await loader()).default };
  const post = await fetchPublishedPost(slug, signal);
  if (!post) return { status: 'missing' };
  // The markdown renderer (marked + DOMPurify) is only downloaded for managed posts.
  const { renderMarkdown } = await import(/* webpackChunkName: "markdown" */ './render-markdown.ts');
  return { status: 'post', post, html: renderMarkdown(post.content, post.linkedWords) };
}

/**
 * A fixed article (its own chunk) or a published post of blog management, by slug. The page is keyed
 * by slug (ShellRoutes), so another slug starts from 'loading' in a fresh component.
 */
export function useArticle(slug: string): ArticleState {
  const [state, setState] = useState<ArticleState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadArticle(slug, controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setState(next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`QuizLink: blog article ${slug} could not be loaded`, error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [slug]);
  return state;
}
