/** The moment a timed attempt's answers are due: start + limit; null for an untimed quiz. */
export function deadlineOf(startedAt: Date, timeLimitSeconds: number | null): Date | null {
  return timeLimitSeconds === null ? null : new Date(startedAt.getTime() + timeLimitSeconds * 1000);
}

/**
 * Answers arriving after the deadline plus a small grace (network, a slow device) are refused. The
 * grace also covers the browser's auto-submit at zero, which always lands a moment after it.
 */
export function isLate(now: Date, deadline: Date | null, graceSeconds: number): boolean {
  return deadline !== null && now.getTime() > deadline.getTime() + graceSeconds * 1000;
}
