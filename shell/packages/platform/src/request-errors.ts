import type { ApiError } from './api-client.ts';

/**
 * What a failed call means, in one place for every micro-frontend. An ApiError is recognised by its
 * name, not with `instanceof`: the page's query client (query-client.ts) is the shell's copy of this
 * package, while the errors it judges are thrown by each remote's own copy of `api`.
 */
export const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError' && typeof (error as Partial<ApiError>).status === 'number';

/** The HTTP status of a failed call, or undefined when it never got an answer (network, abort). */
export const statusOf = (error: unknown): number | undefined => (isApiError(error) ? error.status : undefined);

/** The error code of the common error shape, when the server sent one. */
export const codeOf = (error: unknown): string | undefined => (isApiError(error) ? error.code : undefined);

/** The server's message for a failed call (the common error shape's `message`), when it answered. */
export const serverMessageOf = (error: unknown): string | undefined => (isApiError(error) ? error.message : undefined);

/** True for a call cancelled because its screen went away: not an error to show. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** True when the call never reached the server (offline, DNS, refused): anything but an answer or an abort. */
export const isNetworkError = (error: unknown): boolean => !isApiError(error) && !isAbort(error);

/**
 * Only what can succeed on a second try: no answer at all (fetch rejects with a TypeError when the
 * network or the gateway is unreachable) or a 5xx. A 4xx — 404 not found, 410 expired, 400 — is the
 * server's answer, not a failure, and an abort means nobody is waiting any more.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (isAbort(error)) return false;
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  return error instanceof TypeError;
}
