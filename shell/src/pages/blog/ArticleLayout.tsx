import type React from 'react';
import './blog.css';
import { Link } from 'wouter';
import { PAGE_PATHS, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { formatArticleDate } from './article-catalog.ts';

export type ArticleHeader = { title: string; author: string; date: string; readMinutes: number; image?: string; imageAlt?: string };

/** The frame of every article: back to the blog, title and byline, the text, then Create Your Quiz. */
export function ArticleLayout({ header, children }: { header: ArticleHeader; children: React.ReactNode }) {
  return (
    <article className="ql-article">
      <p className="ql-article__back">
        <Link href={PAGE_PATHS.blog}>← {SHELL_MESSAGES.backToBlog}</Link>
      </p>
      <header className="ql-article__header">
        <h1 className="ql-article__title">{header.title}</h1>
        <p className="ql-article-meta">
          <span>{SHELL_MESSAGES.byAuthor(header.author)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={header.date}>{formatArticleDate(header.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{SHELL_MESSAGES.minRead(header.readMinutes)}</span>
        </p>
      </header>
      {header.image ? <img className="ql-article__image" src={header.image} alt={header.imageAlt ?? ''} width={640} height={360} /> : null}
      <div className="ql-article__body">{children}</div>
      <footer className="ql-article__footer">
        <Link href={PAGE_PATHS.home} className="ql-button ql-button--primary">
          {SHELL_MESSAGES.createYourQuiz}
        </Link>
        <Link href={PAGE_PATHS.blog}>{SHELL_MESSAGES.backToBlog}</Link>
      </footer>
    </article>
  );
}
