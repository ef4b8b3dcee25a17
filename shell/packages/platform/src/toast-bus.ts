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
