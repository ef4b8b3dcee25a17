import type { SessionKey } from './storage-keys.ts';

/**
 * Storage can throw (private mode, disabled cookies, quota): a failed read is "nothing stored" and a
 * failed write is dropped, so a page never breaks on it.
 */
function guarded(pick: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        pick().setItem(key, value);
      } catch {
        // Storage unavailable: the value only lives for this page view.
      }
    },
    remove(key: string): void {
      try {
        pick().removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

const sessionStore = guarded(() => window.sessionStorage);

/** localStorage, try/catch'd. */
export const local = guarded(() => window.localStorage);

export type SessionUser = { id: number; name: string };
export type PendingQuiz = { code?: string; slug?: string };

/** sessionStorage restricted to the spec's keys, with typed accessors for identity and the pending quiz. */
export const session = {
  get: (key: SessionKey): string | null => sessionStore.get(key),
  set: (key: SessionKey, value: string): void => sessionStore.set(key, value),
  remove: (key: SessionKey): void => sessionStore.remove(key),

  getUser(): SessionUser | null {
    const id = Number(sessionStore.get('userId'));
    const name = sessionStore.get('username') ?? sessionStore.get('userName');
    if (!Number.isInteger(id) || id <= 0 || !name) return null;
    return { id, name };
  },
  setUser(id: number, name: string): void {
    sessionStore.set('userId', String(id));
    sessionStore.set('username', name);
    sessionStore.set('userName', name);
  },

  getPendingQuiz(): PendingQuiz {
    const code = sessionStore.get('pendingQuizCode');
    const slug = sessionStore.get('pendingQuizSlug');
    return { ...(code ? { code } : {}), ...(slug ? { slug } : {}) };
  },
  setPendingCode: (code: string): void => sessionStore.set('pendingQuizCode', code),
  setPendingSlug: (slug: string): void => sessionStore.set('pendingQuizSlug', slug),
  clearPendingQuiz(): void {
    sessionStore.remove('pendingQuizCode');
    sessionStore.remove('pendingQuizSlug');
  },
};
