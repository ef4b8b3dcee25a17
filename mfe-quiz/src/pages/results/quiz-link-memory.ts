import { local } from '@quizlink/platform';

const storageKey = (quizId: number): string => `quizlink_quiz_link_${quizId}`;

/**
 * The link a taker opened a quiz by (/quiz/code/… or /quiz/{slug}), kept per quiz on this browser so
 * "Share my score" can send friends to the same quiz: the results page knows only the quiz's id, and
 * public reads never carry its code or slug.
 */
export const rememberQuizLink = (quizId: number, path: string): void => local.set(storageKey(quizId), path);

/** The absolute quiz link, or the site's home when this browser never opened the quiz by a link. */
export function quizLinkOf(quizId: number): string {
  const path = local.get(storageKey(quizId));
  return `${window.location.origin}${path && path.startsWith('/quiz/') ? path : '/'}`;
}
