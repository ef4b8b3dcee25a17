import type { AnswerKey } from '@quizlink/contracts/quiz';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The answer key carries expiresAt, so this service applies the quiz service's lifetime with its own clock. */
export function isQuizExpired(key: Pick<AnswerKey, 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= Date.parse(key.expiresAt);
}

/** The configured lifetime in days, recovered from the key, for the spec's expiry text. */
export function lifetimeDaysOf(key: Pick<AnswerKey, 'createdAt' | 'expiresAt'>): number {
  return Math.round((Date.parse(key.expiresAt) - Date.parse(key.createdAt)) / DAY_MS);
}
