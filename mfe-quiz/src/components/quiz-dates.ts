import { LIMITS, quizExpiredMessage } from '@quizlink/contracts/quiz';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as the reader's locale writes it, e.g. "March 3, 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** True once the quiz's expiry time has passed. */
export const isExpired = (quiz: { expiresAt: string }, now: number = Date.now()): boolean =>
  Date.parse(quiz.expiresAt) <= now;

/**
 * The expiry text with the lifetime the server applied (createdAt → expiresAt), since the
 * lifetime is configurable; the default lifetime when the dates are unusable.
 */
export function expiredText(quiz?: { createdAt: string; expiresAt: string }): string {
  const days = quiz ? Math.round((Date.parse(quiz.expiresAt) - Date.parse(quiz.createdAt)) / DAY_MS) : Number.NaN;
  return quizExpiredMessage(Number.isFinite(days) && days > 0 ? days : LIMITS.defaultQuizLifetimeDays);
}
