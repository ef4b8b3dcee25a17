import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '@quizlink/contracts/quiz';

/** A fresh creator token: LIMITS.dashboardTokenBytes (≥ 16, i.e. ≥ 128 bits) from the CSPRNG, base64url. */
export function generateDashboardToken(): string {
  return randomBytes(LIMITS.dashboardTokenBytes).toString('base64url');
}

/**
 * Only this hash is stored, so a leaked database does not leak working dashboard links. The token has
 * full CSPRNG entropy, so a plain SHA-256 (no salt, no stretching) is enough and keeps lookups indexable.
 */
export function hashDashboardToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
