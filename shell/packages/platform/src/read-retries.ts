import { QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts/quiz';
import { isAbort, isWorthRetrying, statusOf } from './request-errors.ts';

/**
 * The spec's retry policies for reads, in the shape TanStack Query's `retry` and `retryDelay` take:
 * `failureCount` is 0 when the first retry is being decided, so `failureCount < n` allows n retries.
 */
const L = QUIZ_EXPERIENCE_LIMITS;

/** Every page read (the query client's default): a network failure or a 5xx is retried 3 times, 1 s apart. */
export const retryPageRead = (failureCount: number, error: unknown): boolean => failureCount < L.pageReadRetries && isWorthRetrying(error);
export const PAGE_READ_RETRY_DELAY_MS = L.pageReadRetryDelayMs;

/** The answer screen's quiz lookup: 3 retries after 1 s, 2 s, 4 s (doubling, capped at 10 s). */
export const retryQuizFetch = (failureCount: number, error: unknown): boolean => failureCount < L.quizFetchRetries && isWorthRetrying(error);
export const quizFetchRetryDelay = (failureCount: number): number =>
  Math.min(L.quizFetchRetryFirstDelayMs * 2 ** failureCount, L.quizFetchRetryMaxDelayMs);

/** Answers that stand for the dashboard: a malformed (400), unknown (404) or expired (410) token. */
const DASHBOARD_ANSWERS = new Set([400, 404, 410]);

/** The dashboard's first load: everything but those answers (and an abort) is retried twice, 1 s apart. */
export const retryDashboardLoad = (failureCount: number, error: unknown): boolean =>
  failureCount < L.dashboardRetries && !DASHBOARD_ANSWERS.has(statusOf(error) ?? 0) && !isAbort(error);
export const DASHBOARD_RETRY_DELAY_MS = L.dashboardRetryDelayMs;
