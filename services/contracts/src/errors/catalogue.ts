import { ATTEMPT_ERRORS } from '../attempt/errors.ts';
import { CONTENT_ERRORS } from '../content/errors.ts';
import { DRAFT_ERRORS } from '../draft/errors.ts';
import type { CatalogueError } from '../http/error-shape.ts';
import { QUIZ_ERRORS } from '../quiz/errors.ts';
import { SHORTLINK_ERRORS } from '../shortlink/errors.ts';
import { HTTP_ERRORS } from './http-errors.ts';

/** Every error of the platform, by key: the platform-wide ones and each aggregate's. */
export const ERRORS = {
  ...HTTP_ERRORS,
  ...QUIZ_ERRORS,
  ...ATTEMPT_ERRORS,
  ...DRAFT_ERRORS,
  ...CONTENT_ERRORS,
  ...SHORTLINK_ERRORS,
} as const satisfies Record<string, CatalogueError>;

/** Every code a client may meet in `error.code`. */
export type ErrorCode = (typeof ERRORS)[keyof typeof ERRORS]['code'];

const byCode = new Map<string, CatalogueError>();
for (const entry of Object.values(ERRORS)) if (!byCode.has(entry.code)) byCode.set(entry.code, entry);

/**
 * The catalogue's entry for a code a response carried (a front end's fallback text, a test's
 * expectation), or undefined for a code the catalogue does not know. A code declared with two
 * statuses gives its first entry.
 */
export function errorForCode(code: string): CatalogueError | undefined {
  return byCode.get(code);
}
