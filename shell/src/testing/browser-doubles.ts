/**
 * Test doubles for the browser edges jsdom lacks (fetch, clipboard, scrollTo). Test-only: imported
 * from *.test.tsx files, never from app code.
 */
export type FetchCall = { path: string; init: RequestInit };

/** Replaces global fetch with one answering from `answer(path)`; returns the recorded calls. */
export function stubFetch(answer: (path: string, init: RequestInit) => { status: number; body?: unknown } | Promise<never>) {
  const calls: FetchCall[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (path: string, init: RequestInit) => {
    calls.push({ path, init });
    const result = await answer(path, init);
    const text = result.body === undefined ? '' : JSON.stringify(result.body);
    return { ok: result.status < 400, status: result.status, statusText: '', text: async () => text };
  });
  return calls;
}

/** Gives navigator a clipboard whose readText resolves with `text` (or rejects with `error`). */
export function stubClipboard(read: { text: string } | { error: Error }): void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { readText: () => ('text' in read ? Promise.resolve(read.text) : Promise.reject(read.error)) },
  });
}

export function stubScroll(): jest.Mock {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return scrollTo;
}
