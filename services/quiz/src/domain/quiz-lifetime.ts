const DAY_MS = 24 * 60 * 60 * 1000;

/** When a quiz (and its dashboard) stops being accessible. */
export function expiresAt(createdAt: Date, lifetimeDays: number): Date {
  return new Date(createdAt.getTime() + lifetimeDays * DAY_MS);
}

/** Expired once the clock has reached the end of the lifetime. */
export function isExpired(createdAt: Date, now: Date, lifetimeDays: number): boolean {
  return now.getTime() >= expiresAt(createdAt, lifetimeDays).getTime();
}

/** A quiz created at or before this instant has expired by `now`. */
export function lifetimeCutoff(now: Date, lifetimeDays: number): Date {
  return new Date(now.getTime() - lifetimeDays * DAY_MS);
}
