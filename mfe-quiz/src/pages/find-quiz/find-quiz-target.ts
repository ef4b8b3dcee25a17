import { ACCESS_CODE_PATTERN, PAGE_PATHS, buildPath } from '@quizlink/contracts';

const QUIZ_SEGMENT = '/quiz/';
const CODE_TAIL = /^code\/([^/?#]+)/;

/**
 * Where a typed link, code or slug leads (spec order): a text holding /quiz/ keeps what follows
 * it, 6 uppercase letters or digits are an access code, anything else is a slug.
 * Returns null for blank input.
 */
export function findQuizTarget(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const at = text.indexOf(QUIZ_SEGMENT);
  if (at >= 0) {
    const tail = text.slice(at + QUIZ_SEGMENT.length);
    // A pasted code link (…/quiz/code/XXXXXX) lands on the code route, not on a slug called "code".
    const code = CODE_TAIL.exec(tail)?.[1];
    if (code) return buildPath(PAGE_PATHS.quizByCode, { code: decodeURIComponent(code) });
    const slug = tail.split(/[/?#]/)[0] ?? '';
    return slug ? buildPath(PAGE_PATHS.quizBySlug, { slug: decodeURIComponent(slug) }) : null;
  }
  if (ACCESS_CODE_PATTERN.test(text)) return buildPath(PAGE_PATHS.quizByCode, { code: text });
  return buildPath(PAGE_PATHS.quizBySlug, { slug: text });
}
