import type { ComponentType } from 'react';

type ArticleModule = { default: ComponentType };

/**
 * The text of each fixed article, one chunk per article: opening an article downloads only its own
 * text. Keys are the slugs of the article catalog (a test checks that both lists match).
 */
export const ARTICLE_LOADERS: Record<string, () => Promise<ArticleModule>> = {
  'quizlink-evolution': () => import(/* webpackChunkName: "article-quizlink-evolution" */ './quizlink-evolution.tsx'),
  'why-quizlink-is-the-funniest-way-to-bond': () =>
    import(/* webpackChunkName: "article-funniest-way-to-bond" */ './why-quizlink-is-the-funniest-way-to-bond.tsx'),
  'how-to-make-quiz': () => import(/* webpackChunkName: "article-how-to-make-quiz" */ './how-to-make-quiz.tsx'),
  'quiz-ideas': () => import(/* webpackChunkName: "article-quiz-ideas" */ './quiz-ideas.tsx'),
  'creative-quiz-questions': () => import(/* webpackChunkName: "article-creative-quiz-questions" */ './creative-quiz-questions.tsx'),
  'seven-quiz-types': () => import(/* webpackChunkName: "article-seven-quiz-types" */ './seven-quiz-types.tsx'),
  'quizzes-love-language': () => import(/* webpackChunkName: "article-quizzes-love-language" */ './quizzes-love-language.tsx'),
  'celebrity-quiz-themes': () => import(/* webpackChunkName: "article-celebrity-quiz-themes" */ './celebrity-quiz-themes.tsx'),
  'influencers-quizzes': () => import(/* webpackChunkName: "article-influencers-quizzes" */ './influencers-quizzes.tsx'),
  'top-quiz-websites': () => import(/* webpackChunkName: "article-top-quiz-websites" */ './top-quiz-websites.tsx'),
};
