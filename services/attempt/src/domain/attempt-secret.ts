import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@quizlink/contracts/quiz';

/**
 * An attempt's secret: LIMITS.attemptSecretBytes (≥ 16, i.e. ≥ 128 bits) from the CSPRNG, base64url.
 * It is what opens the attempt (results, the "You" row, verify), so it never goes in a URL.
 */
export function newAttemptSecret(): string {
  return randomBytes(LIMITS.attemptSecretBytes).toString('base64url');
}

/**
 * Only this hash is stored (the quiz service's dashboard token takes the same approach): the secret
 * has full CSPRNG entropy, so a plain SHA-256 is enough and keeps the lookup by secret indexable.
 */
export function hashAttemptSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `presented` hashes to `expectedHex`, compared in constant time. */
export function matchesHash(presented: string, expectedHex: string | null | undefined): boolean {
  if (!expectedHex) return false;
  const actual = createHash('sha256').update(presented, 'utf8').digest();
  const expected = Buffer.from(expectedHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
