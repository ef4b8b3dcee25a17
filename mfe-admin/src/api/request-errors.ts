import { ApiError } from '@quizlink/platform';

/** The HTTP status of a failed call, or undefined when it never got an answer (network, abort). */
export const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

/** The server's message for a failed call, when it sent one in the common error shape. */
export const serverMessageOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.message : undefined);

/** True when the call never reached the server (offline, DNS, refused): fetch rejects with a TypeError. */
export const isNetworkError = (error: unknown): boolean => !(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError');
