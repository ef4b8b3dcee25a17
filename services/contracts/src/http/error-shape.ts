import { z } from 'zod';

/** The statuses an error of the catalogue may answer with (a 2xx or 3xx is not an error). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

/**
 * One error of the catalogue, declared once: its stable code (`<domain>.<reason>`, what clients
 * branch on), the HTTP status it answers with, and its message. A message that carries a parameter
 * (a file name, a short path) is declared as a function beside its entry; `message` is its fixed form.
 */
export type CatalogueError = { readonly code: string; readonly status: number; readonly message: string };

/**
 * Declares an aggregate's error table. Nothing happens at run time: it checks every entry's shape
 * (a 4xx or 5xx status) and keeps the literal codes and statuses, so `QUIZ_ERRORS.quizNotFound.code`
 * is `'quiz.not_found'`.
 */
export const defineErrors = <const T extends Record<string, CatalogueError & { readonly status: ErrorStatus }>>(table: T): T => table;

/** The one error shape on the wire. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    requestId: z.string(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
