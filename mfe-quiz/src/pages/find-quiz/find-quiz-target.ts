import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { accessCodeOf } from '@quizlink/contracts/quiz';

const QUIZ_SEGMENT = '/quiz/';
const CODE_TAIL = /^code\/([^/?#]+)/;

/**
 * Where a typed link, code or slug leads (spec order): a text holding /quiz/ keeps what follows
 * it, 6 letters or digits (any case, uppercased) are an access code, anything else is a slug.
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
    if (code) return buildPath(PAGE_PATHS.quizByCode, { code: accessCodeOf(decodeURIComponent(code)) ?? decodeURIComponent(code) });
    const slug = tail.split(/[/?#]/)[0] ?? '';
    return slug ? buildPath(PAGE_PATHS.quizBySlug, { slug: decodeURIComponent(slug) }) : null;
  }
  // Codes in any case (`kzgzms` finds `KZGZMS`): slugs always hold a hyphen, so 6 letters or digits are a code.
  const code = accessCodeOf(text);
  if (code) return buildPath(PAGE_PATHS.quizByCode, { code });
  return buildPath(PAGE_PATHS.quizBySlug, { slug: text });
}
