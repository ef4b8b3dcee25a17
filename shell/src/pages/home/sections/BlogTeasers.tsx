import { Link } from 'wouter';
import { PAGE_PATHS, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { HOME_TEASERS } from '../../blog/article-catalog.ts';
import { ArticleCard } from '../../blog/ArticleCard.tsx';

/** Two static blog teasers and View all → /blog (spec §2). */
export function BlogTeasers() {
  return (
    <section className="ql-home__section" aria-labelledby="home-blog">
      <div className="ql-home__section-head">
        <h2 id="home-blog" className="ql-home__heading">{SHELL_MESSAGES.blogTeasersHeading}</h2>
        <Link href={PAGE_PATHS.blog} className="ql-home__view-all">
          {SHELL_MESSAGES.viewAll}
        </Link>
      </div>
      <ul className="ql-article-grid ql-article-grid--two">
        {HOME_TEASERS.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
