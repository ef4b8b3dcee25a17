import { ATTEMPT_ERRORS } from '../attempt/errors.ts';
import { CONTENT_ERRORS } from '../content/errors.ts';
import { DRAFT_ERRORS, unreadableFileMessage } from '../draft/errors.ts';
import type { CatalogueError } from '../http/error-shape.ts';
import { QUIZ_ERRORS } from '../quiz/errors.ts';
import { SHORTLINK_ERRORS, shortlinkExistsMessage } from '../shortlink/errors.ts';
import { errorForCode, ERRORS } from './catalogue.ts';
import { HTTP_ERRORS } from './http-errors.ts';

const TABLES: Record<string, Record<string, CatalogueError>> = { HTTP_ERRORS, QUIZ_ERRORS, ATTEMPT_ERRORS, DRAFT_ERRORS, CONTENT_ERRORS, SHORTLINK_ERRORS };
const entries = Object.entries(ERRORS) as [string, CatalogueError][];

/** `auto_create.session_not_found` → `autoCreateSessionNotFound`: the key every entry is named by. */
const keyOf = (code: string): string => code.replace(/[._]([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('the error catalogue', () => {
  it('When the tables are composed into ERRORS, then no entry is lost to a key used twice', () => {
    const total = Object.values(TABLES).reduce((sum, table) => sum + Object.keys(table).length, 0);
    expect(entries).toHaveLength(total);
  });

  it('When an entry is declared, then its key is its code in camelCase (a second status of a code adds a suffix)', () => {
    for (const [key, entry] of entries) expect([key, key.startsWith(keyOf(entry.code))]).toEqual([key, true]);
  });

  it('When codes are compared, then each is declared once, but for the one the wire answers with two statuses', () => {
    const keysByCode = new Map<string, string[]>();
    for (const [key, entry] of entries) keysByCode.set(entry.code, [...(keysByCode.get(entry.code) ?? []), key]);
    const shared = [...keysByCode].filter(([, keys]) => keys.length > 1);
    // A one-shot generation fails with 422; a stored draft that failed refuses later calls with 409.
    expect(shared).toEqual([['auto_create.generation_failed', ['autoCreateGenerationFailed', 'autoCreateGenerationFailedOnDraft']]]);
    expect(new Set(shared.flatMap(([, keys]) => keys.map((key) => ERRORS[key as keyof typeof ERRORS].status))).size).toBe(2);
  });

  it('When codes are read, then each is `<domain>.<reason>` in lowercase (internal_error alone has no domain)', () => {
    for (const [, entry] of entries) expect(entry.code).toMatch(/^([a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*|internal_error)$/);
  });

  it('When statuses are read, then every one is a 4xx or a 5xx', () => {
    for (const [key, entry] of entries) expect([key, entry.status >= 400 && entry.status <= 599]).toEqual([key, true]);
  });

  it('When messages are read, then none is empty or padded', () => {
    for (const [key, entry] of entries) expect([key, entry.message.length > 0 && entry.message.trim() === entry.message]).toEqual([key, true]);
  });

  it('When a front end looks up a code it received, then it gets its entry; an unknown code gives undefined', () => {
    expect(errorForCode('quiz.not_found')).toBe(QUIZ_ERRORS.quizNotFound);
    expect(errorForCode('auto_create.generation_failed')).toBe(DRAFT_ERRORS.autoCreateGenerationFailed);
    expect(errorForCode('quiz.unheard_of')).toBeUndefined();
  });

  it('When a message carries a parameter, then its function fills it in around the fixed text', () => {
    expect(unreadableFileMessage('notes.pdf')).toBe(`"notes.pdf": ${DRAFT_ERRORS.autoCreateUnreadableFile.message}`);
    expect(shortlinkExistsMessage('play')).toBe('The short path "play" is already taken');
  });
});
