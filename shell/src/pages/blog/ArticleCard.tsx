import { Link } from 'wouter';
import './blog.css';
import { PAGE_PATHS, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { formatArticleDate } from './article-catalog.ts';

/** What a card needs: a fixed article, or a published post mapped to the same shape (image optional). */
export type ArticleCardData = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  readMinutes: number;
  image?: string;
  imageAlt?: string;
};

/** An article in a list: image, title (the link), excerpt, author, date and read time. */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="ql-article-card">
      {article.image ? (
        <img className="ql-article-card__image" src={article.image} alt={article.imageAlt ?? ''} width={640} height={360} loading="lazy" decoding="async" />
      ) : null}
      <div className="ql-article-card__body">
        <Heading className="ql-article-card__title">
          <Link href={`${PAGE_PATHS.blog}/${article.slug}`}>{article.title}</Link>
        </Heading>
        <p className="ql-article-card__excerpt">{article.excerpt}</p>
        <p className="ql-article-meta">
          <span>{SHELL_MESSAGES.byAuthor(article.author)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{SHELL_MESSAGES.minRead(article.readMinutes)}</span>
        </p>
      </div>
    </article>
  );
}
