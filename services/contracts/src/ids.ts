import { z } from 'zod';

/** Numeric ids (users, quizzes, questions) arrive as numbers in bodies and as strings in paths. */
export const numericIdSchema = z.coerce.number({ error: 'Must be a number' }).int().positive();
/** Attempt ids are random UUIDs so that nobody can walk through other people's answers. */
export const attemptIdSchema = z.uuid({ error: 'Invalid attempt id' });
