import { LAYOUT_MESSAGES, PLATFORM_MESSAGES, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import type { PageMeta } from '@quizlink/platform';
import { Button, Spinner, StatusPanel } from '@quizlink/ui';
import { reloadPage } from '../../errors/page-reload.ts';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { ArticleLayout } from './ArticleLayout.tsx';
import { POST_AUTHOR, postDate } from './published-posts.ts';
import { useArticle, type ArticleState } from './use-article.ts';

function metaOf(state: ArticleState): PageMeta {
  if (state.status === 'fixed') return { title: pageTitle(state.summary.title), description: state.summary.excerpt };
  if (state.status === 'post') return { title: pageTitle(state.post.title), description: state.post.excerpt || SHELL_MESSAGES.blogLead };
  if (state.status === 'missing') return { title: pageTitle(PLATFORM_MESSAGES.pageNotFound), description: LAYOUT_MESSAGES.notFoundBody, noindex: true };
  return { title: pageTitle(SHELL_MESSAGES.blogTitle), description: SHELL_MESSAGES.blogLead };
}

/** /blog/{slug}: one of the fixed articles, or a published post rendered from its markdown. */
export default function BlogArticlePage({ slug }: { slug: string }) {
  const state = useArticle(slug);
  usePageMeta(metaOf(state));

  if (state.status === 'loading') {
    return (
      <div className="ql-remote-loading">
        <Spinner label={LAYOUT_MESSAGES.loading} size="lg" />
      </div>
    );
  }
  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'failed') {
    return (
      <StatusPanel role="alert" tone="danger" title={SHELL_MESSAGES.blogPostsLoadFailed} actions={<Button onClick={reloadPage}>{LAYOUT_MESSAGES.tryAgain}</Button>} />
    );
  }
  if (state.status === 'fixed') {
    const { Body, summary } = state;
    return (
      <ArticleLayout header={summary}>
        <Body />
      </ArticleLayout>
    );
  }
  const { post, html } = state;
  return (
    <ArticleLayout header={{ title: post.title, author: POST_AUTHOR, date: postDate(post.createdAt), readMinutes: post.readingMinutes }}>
      {/* Produced by renderMarkdown: sanitised by DOMPurify, then linked words added as DOM nodes. */}
      <div className="ql-markdown" dangerouslySetInnerHTML={{ __html: html }} />
    </ArticleLayout>
  );
}
