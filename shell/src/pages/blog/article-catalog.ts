
/** Article illustrations are static files of the shell (public/blog/images), small SVGs. */
const image = (name: string): string => `/blog/images/${name}.svg`;

/** One of the blog's fixed articles: everything the index and the teasers show before the text loads. */
export type ArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  readMinutes: number;
  image: string;
  imageAlt: string;
};

/**
 * The ten fixed articles at the spec's routes (`{product}` = quizlink), newest first. The text of each
 * lives in ./articles/<slug>.tsx and is loaded only when the article is opened; `readMinutes` is
 * checked against the text's length by a test.
 */
export const ARTICLES: readonly ArticleSummary[] = [
  { slug: 'quizlink-evolution', title: 'The Evolution of QuizLink: From Friendship Tests to AI Drafts', excerpt: 'How a simple "how well do you know me?" link grew into a quiz maker for friends, classrooms and creators, and what we learned on the way.', author: 'Tom Adeyemi', date: '2025-06-02', readMinutes: 3, image: image('quizlink-evolution'), imageAlt: 'A timeline of three milestones rising from left to right' },
  { slug: 'why-quizlink-is-the-funniest-way-to-bond', title: 'Why QuizLink Is the Funniest Way to Bond With Friends', excerpt: 'Wrong answers about your own life are hilarious. Here is why a personal quiz starts better conversations than any group chat meme.', author: 'Elena Park', date: '2025-05-15', readMinutes: 2, image: image('funniest-way-to-bond'), imageAlt: 'Three laughing speech bubbles around a quiz card' },
  { slug: 'how-to-make-quiz', title: 'How to Make a Quiz in Five Minutes (That People Actually Finish)', excerpt: 'A step-by-step guide to writing, publishing and sharing a quiz on QuizLink, with the small choices that keep people answering to the end.', author: 'QuizLink Team', date: '2025-05-15', readMinutes: 3, image: image('how-to-make-quiz'), imageAlt: 'A checklist with five ticked steps next to a stopwatch' },
  { slug: 'quiz-ideas', title: '30 Quiz Ideas for Friends, Family, Classrooms and Parties', excerpt: 'Stuck on a theme? Thirty tried-and-tested quiz ideas, grouped by audience, each with a first question to get you going.', author: 'Elena Park', date: '2025-05-15', readMinutes: 2, image: image('quiz-ideas'), imageAlt: 'A light bulb surrounded by small question cards' },
  { slug: 'creative-quiz-questions', title: 'Creative Quiz Questions: How to Write Ones People Remember', excerpt: 'Good questions are specific, fair and a little surprising. Techniques for writing questions and wrong answers that make people smile.', author: 'Tom Adeyemi', date: '2025-04-28', readMinutes: 2, image: image('creative-quiz-questions'), imageAlt: 'A pencil drawing a question mark with sparkles' },
  { slug: 'seven-quiz-types', title: 'Seven Types of Quizzes and When to Use Each One', excerpt: 'From friendship tests to exam practice, seven quiz formats, what each is good for, and how to set them up on QuizLink.', author: 'QuizLink Team', date: '2025-04-10', readMinutes: 2, image: image('seven-quiz-types'), imageAlt: 'Seven coloured cards fanned out like a hand of playing cards' },
  { slug: 'quizzes-love-language', title: 'Are Quizzes a Love Language? What Answering Says About Us', excerpt: 'Taking the time to answer a quiz about someone is a small act of attention. Why personal quizzes feel good to make and to answer.', author: 'Elena Park', date: '2025-03-21', readMinutes: 2, image: image('quizzes-love-language'), imageAlt: 'Two hearts connected by a dotted line through a quiz card' },
  { slug: 'celebrity-quiz-themes', title: 'Celebrity Quiz Themes That Get Everyone Talking', excerpt: 'Pop stars, film franchises, athletes and viral moments: celebrity quiz themes that work for mixed groups, and how to keep them fair.', author: 'Maya Roberts', date: '2025-03-05', readMinutes: 2, image: image('celebrity-quiz-themes'), imageAlt: 'A star on a stage under two spotlights' },
  { slug: 'influencers-quizzes', title: 'How Influencers Use Quizzes to Grow an Engaged Audience', excerpt: 'Quizzes turn passive followers into participants. How creators use QuizLink in stories, streams and newsletters, with a simple weekly routine.', author: 'Maya Roberts', date: '2025-02-17', readMinutes: 2, image: image('influencers-quizzes'), imageAlt: 'A phone showing a quiz with hearts and comments floating above it' },
  { slug: 'top-quiz-websites', title: 'Choosing a Quiz Website: What Actually Matters', excerpt: 'Sign-ups, ads, question types, sharing and privacy: a practical checklist for picking the right quiz maker for friends, classes or fans.', author: 'Tom Adeyemi', date: '2025-01-30', readMinutes: 2, image: image('top-quiz-websites'), imageAlt: 'A magnifying glass over three website cards' },
];

/** The two static teasers on the home page (spec §2). */
export const HOME_TEASERS: readonly ArticleSummary[] = [ARTICLES[1], ARTICLES[3]].filter((a): a is ArticleSummary => Boolean(a));

export const articleBySlug = (slug: string): ArticleSummary | undefined => ARTICLES.find((a) => a.slug === slug);

/** "May 15, 2025" — fixed to English (US) like the rest of the copy, and to UTC so the day never shifts. */
export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
