/**
 * Product analytics behind one small, pluggable port. No provider is installed by default, so nothing
 * leaves the browser until the site owner plugs one in (`setAnalyticsProvider`) — e.g. a gtag or
 * Plausible adapter in the shell's bootstrap. Every micro-frontend imports the same functions; the
 * provider lives on `window` so the shell's choice reaches the remotes' own copies of this module.
 */
export type AnalyticsParams = Record<string, string>;

export type AnalyticsProvider = {
  event(name: string, params: AnalyticsParams): void;
  pageView(path: string): void;
};

/** The spec's analytics events and their labels. */
export const ANALYTICS_EVENTS = {
  quizCreationStarted: 'quiz_creation_started',
  quizAnswerStarted: 'quiz_answer_started',
} as const;

export const ANALYTICS_LABELS = {
  manualQuiz: 'manual_quiz',
  aiAutoCreate: 'ai_auto_create',
  directLink: 'direct_link',
  findQuiz: 'find_quiz',
} as const;

/** The window property holding the provider (the same for every bundle on the page). */
export const ANALYTICS_PROVIDER_SLOT = 'quizlinkAnalyticsProvider';
const SLOT = ANALYTICS_PROVIDER_SLOT;
type Slot = { [SLOT]?: AnalyticsProvider | null };

/** Installs the provider for the whole page (shell and remotes); null removes it. */
export function setAnalyticsProvider(provider: AnalyticsProvider | null): void {
  (window as unknown as Slot)[SLOT] = provider;
}

function currentProvider(): AnalyticsProvider | null {
  return typeof window === 'undefined' ? null : ((window as unknown as Slot)[SLOT] ?? null);
}

// A broken tracker must never break a page: failures are logged and dropped.
function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.warn('QuizLink: analytics provider failed', error);
  }
}

/** Sends one event (e.g. `trackEvent('quiz_creation_started', { label: 'manual_quiz' })`). */
export function trackEvent(name: string, params: AnalyticsParams = {}): void {
  const current = currentProvider();
  if (current) safely(() => current.event(name, params));
}

/** Records a page view; the shell calls it on every route change. */
export function trackPageView(path: string): void {
  const current = currentProvider();
  if (current) safely(() => current.pageView(path));
}
