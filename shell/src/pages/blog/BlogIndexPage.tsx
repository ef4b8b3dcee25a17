import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { Alert, PageTitle } from '@quizlink/ui';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';
import { ARTICLES } from './article-catalog.ts';
import { ArticleCard, type ArticleCardData } from './ArticleCard.tsx';
import { POST_AUTHOR, postDate } from './published-posts.ts';
import { usePublishedPosts } from './use-published-posts.ts';

/** The blog index: the ten fixed articles and every published post, newest first. */
export default function BlogIndexPage() {
  usePageMeta({ title: pageTitle(SHELL_MESSAGES.blogTitle), description: SHELL_MESSAGES.blogLead });
  const published = usePublishedPosts();
  const posts: ArticleCardData[] = published.posts.map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: POST_AUTHOR,
    date: postDate(post.createdAt),
    readMinutes: post.readingMinutes,
  }));
  const all = [...posts, ...ARTICLES].sort((a, b) => b.date.localeCompare(a.date));

  return (
    <div className="ql-blog">
      <PageTitle subtitle={SHELL_MESSAGES.blogLead}>{SHELL_MESSAGES.blogTitle}</PageTitle>
      {published.status === 'failed' ? <Alert variant="info">{SHELL_MESSAGES.blogPostsLoadFailed}</Alert> : null}
      <ul className="ql-article-grid" aria-busy={published.status === 'loading'}>
        {all.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </div>
  );
}
