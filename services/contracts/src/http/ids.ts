import { z } from 'zod';

/** The largest id a database INTEGER column holds (MySQL's signed INT): a bigger one can name nothing. */
export const MAX_NUMERIC_ID = 2_147_483_647;

/**
 * Numeric ids (users, quizzes, questions) arrive as numbers in bodies and as strings in paths. A string
 * must be plain decimal digits: `0x10`, ` 5`, `1e3` or `Infinity` are not ids (Number() would take them).
 */
export const numericIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value),
  z.number({ error: 'Must be a number' }).int().positive().max(MAX_NUMERIC_ID),
);
/** Attempt ids are random UUIDs so that nobody can walk through other people's answers. */
export const attemptIdSchema = z.uuid({ error: 'Invalid attempt id' });

/** One control character (C0 or DEL): never part of an id, code, slug, token or file name; NUL breaks SQLite. */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A text path parameter (access code, slug, token): its own limits, and never a control character. */
export const pathTextSchema = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((value) => !CONTROL_CHARACTER.test(value), { message: 'Must not contain control characters' });
