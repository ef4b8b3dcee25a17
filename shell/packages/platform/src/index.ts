import './zod-without-eval.ts';
export { ApiError, api, HTTP_ERROR_CODE, type RequestOptions } from './api-client.ts';
export { statusOf, codeOf, serverMessageOf, isAbort, isNetworkError, isWorthRetrying } from './request-errors.ts';
export { retryQuizFetch, quizFetchRetryDelay, retryDashboardLoad, DASHBOARD_RETRY_DELAY_MS } from './read-retries.ts';
export { session, local, type SessionUser, type PendingQuiz } from './browser-storage.ts';
export { SESSION_KEYS, AUTO_CREATE_SESSION_KEYS, LOCAL_KEYS, type SessionKey } from './storage-keys.ts';
export { toast, onToast, TOAST_EVENT, type ToastInput, type ToastVariant } from './toast-bus.ts';
export { navigate } from './navigation.ts';
export { createUser } from './create-user.ts';
export {
  trackEvent,
  trackPageView,
  setAnalyticsProvider,
  ANALYTICS_PROVIDER_SLOT,
  ANALYTICS_EVENTS,
  ANALYTICS_LABELS,
  type AnalyticsProvider,
  type AnalyticsParams,
} from './analytics.ts';
export { setPageMeta, pageTitle, canonicalOrigin, DEFAULT_SHARE_IMAGE, type PageMeta } from './page-meta.ts';
export { dismissToast, onToastDismiss, dismissalMatches, TOAST_DISMISS_EVENT, type ToastDismissal } from './toast-bus.ts';
