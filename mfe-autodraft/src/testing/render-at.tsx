import { render, type RenderResult } from '@testing-library/react';
import { onToast, type ToastInput } from '@quizlink/platform';
import { pageQueryClient } from '@quizlink/platform/query-client';
import { Root } from '../root.tsx';

/**
 * Renders the remote's router at `path`, as single-spa would after the shell navigated there, on an
 * empty query cache (a fresh page load: nothing cached by an earlier test).
 */
export function renderAt(path: string): RenderResult {
  pageQueryClient.clear();
  window.history.replaceState(null, '', path);
  return render(<Root />);
}

/** Collects toasts raised through the platform's toast bus. */
export function collectToasts(): { toasts: ToastInput[]; titles(): string[]; stop(): void } {
  const toasts: ToastInput[] = [];
  const stop = onToast((t) => toasts.push(t));
  return { toasts, titles: () => toasts.map((t) => t.title), stop };
}

/** Signs a creator in the way the shell's home page does (session storage). */
export function signIn(id = 7, name = 'Ada'): void {
  window.sessionStorage.setItem('userId', String(id));
  window.sessionStorage.setItem('username', name);
  window.sessionStorage.setItem('userName', name);
}
