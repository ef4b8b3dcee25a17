import { ATTEMPT_SECRETS_STORAGE_KEY } from '@quizlink/contracts/attempt';
import { local } from '@quizlink/platform';

/**
 * Where the browser keeps the secrets of the attempts it submitted (the submission's `attemptSecret`):
 * localStorage, so the results page keeps working across reloads and restarts, and never a URL (a
 * results link is shared and logged). One JSON list of [id, secret] pairs under this key, newest last.
 */
export const ATTEMPT_SECRETS_KEY = ATTEMPT_SECRETS_STORAGE_KEY;

/** Only the most recent attempts are kept: a results page of an older one opens as Results Not Found. */
export const ATTEMPT_SECRETS_KEPT = 50;

function readAll(): Array<[string, string]> {
  try {
    const parsed: unknown = JSON.parse(local.get(ATTEMPT_SECRETS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers the secret of an attempt this browser just submitted (a replay's rotated secret replaces it). */
export function rememberAttemptSecret(attemptId: string, attemptSecret: string): void {
  const others = readAll().filter(([id]) => id !== attemptId);
  const kept = [...others, [attemptId, attemptSecret] as [string, string]].slice(-ATTEMPT_SECRETS_KEPT);
  local.set(ATTEMPT_SECRETS_KEY, JSON.stringify(kept));
}

/** The secret of an attempt submitted in this browser, or null (another browser, or cleared storage). */
export function attemptSecretOf(attemptId: string): string | null {
  return readAll().find(([id]) => id === attemptId)?.[1] ?? null;
}
