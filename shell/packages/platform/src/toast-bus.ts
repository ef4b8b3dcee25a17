export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; durationMs?: number };

/** The window event the shell listens to; any micro-frontend can raise a toast without sharing state. */
export const TOAST_EVENT = 'quizlink:toast';

/** Shows a toast (rendered by the shell: one at a time, 5000 ms unless `durationMs` says otherwise). */
export function toast(input: ToastInput): void {
  window.dispatchEvent(new CustomEvent<ToastInput>(TOAST_EVENT, { detail: input }));
}

/** Subscribes to toasts; returns the unsubscribe function. */
export function onToast(listener: (input: ToastInput) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ToastInput>).detail);
  window.addEventListener(TOAST_EVENT, handler);
  return () => window.removeEventListener(TOAST_EVENT, handler);
}

/** The window event that takes a toast down before its time (the shell's toaster listens). */
export const TOAST_DISMISS_EVENT = 'quizlink:toast-dismiss';

/** Which toast to take down: the one showing, or only when its title is one of `titles`. */
export type ToastDismissal = { titles?: readonly string[] };

/**
 * Takes the current toast down, e.g. a "Login Failed" that a later successful login made stale.
 * With `titles`, only a toast with one of those titles goes; any other stays.
 */
export function dismissToast(dismissal: ToastDismissal = {}): void {
  window.dispatchEvent(new CustomEvent<ToastDismissal>(TOAST_DISMISS_EVENT, { detail: dismissal }));
}

/** Subscribes to dismissals; returns the unsubscribe function. */
export function onToastDismiss(listener: (dismissal: ToastDismissal) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ToastDismissal>).detail ?? {});
  window.addEventListener(TOAST_DISMISS_EVENT, handler);
  return () => window.removeEventListener(TOAST_DISMISS_EVENT, handler);
}

/** True when `dismissal` applies to a toast titled `title`. */
export const dismissalMatches = (dismissal: ToastDismissal, title: string): boolean => !dismissal.titles || dismissal.titles.includes(title);
