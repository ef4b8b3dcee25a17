import { ApiError } from '@quizlink/platform';

/** The HTTP status of a failed call, or undefined when it never got an answer (network, abort). */
export const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

/** The error code of the common error shape, when the server sent one. */
export const codeOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.code : undefined);

/** True for a call cancelled because its screen went away: not an error to show. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
