import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS } from '@quizlink/contracts/platform';

const QUIZ_MARKER = '/quiz/';

/**
 * Where "Answer Quiz" goes from the clipboard's text (spec §4): a text containing /quiz/ → /quiz/ plus
 * what follows its last occurrence (so /quiz/code/ABC123 links keep working); a text without any
 * slash → /quiz/{text}; anything else, or nothing usable → /find-quiz. Only the first word after the
 * marker is kept, so a link pasted inside a sentence still works.
 */
export function quizPathFromClipboard(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  if (!value) return PAGE_PATHS.findQuiz;
  const at = value.lastIndexOf(QUIZ_MARKER);
  if (at >= 0) {
    const rest = value.slice(at + QUIZ_MARKER.length).split(/\s/)[0] ?? '';
    return rest ? `${QUIZ_MARKER}${rest}` : PAGE_PATHS.findQuiz;
  }
  if (!value.includes('/')) return buildPath(PAGE_PATHS.quizBySlug, { slug: value });
  return PAGE_PATHS.findQuiz;
}

/** Reads the clipboard; a browser that refuses (permissions, no API) means /find-quiz. */
export async function quizPathFromClipboardContents(): Promise<string> {
  try {
    const text = await navigator.clipboard.readText();
    return quizPathFromClipboard(text);
  } catch {
    return PAGE_PATHS.findQuiz;
  }
}
