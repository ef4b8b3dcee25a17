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
export function collectToasts(): { toasts: ToastInput[]; stop(): void } {
  const toasts: ToastInput[] = [];
  const stop = onToast((t) => toasts.push(t));
  return { toasts, stop };
}
