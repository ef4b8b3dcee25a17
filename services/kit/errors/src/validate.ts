import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** One problem of a rejected payload, as the client sees it: `{ path: 'questions.0.text', message }`. */
export type ValidationIssue = { path: string; message: string };

export function issuesOf(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The 400 a rejected payload earns: the first issue's message up front, every issue in details. */
export function invalidRequestError(error: z.ZodError): AppError {
  const details = issuesOf(error);
  return new AppError(HTTP_ERRORS.requestInvalid, { message: details[0]?.message ?? HTTP_ERRORS.requestInvalid.message, details, cause: error });
}

/**
 * Parses `value` with `schema` and returns the typed output.
 * @throws AppError 400 `request.invalid` whose message is the first issue's message and whose details list all issues.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidRequestError(result.error);
}
