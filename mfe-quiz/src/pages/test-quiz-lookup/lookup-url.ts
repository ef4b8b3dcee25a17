import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { accessCodeOf } from '@quizlink/contracts/quiz';

export type LookupKind = 'slug' | 'code';

/** The path the test page builds: /quiz/{slug} or /quiz/code/{code} (codes uppercased); null when blank. */
export function lookupPath(kind: LookupKind, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return kind === 'code' ? buildPath(PAGE_PATHS.quizByCode, { code: accessCodeOf(text) ?? text.toUpperCase() }) : buildPath(PAGE_PATHS.quizBySlug, { slug: text });
}
