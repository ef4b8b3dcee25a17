import { hash, timingSafeEqual } from 'node:crypto';
import { nanoid } from 'nanoid';
import { LIMITS } from '@quizlink/contracts/quiz';

/** Characters of a secret: 6 bits each (base64url's 64 characters), at least LIMITS.attemptSecretBytes of entropy. */
const SECRET_CHARACTERS = Math.ceil((LIMITS.attemptSecretBytes * 8) / 6);

/**
 * An attempt's secret: SECRET_CHARACTERS (43, 258 bits for 32 bytes) of base64url's alphabet, from the
 * CSPRNG. It is what opens the attempt (results, the "You" row, verify), so it never goes in a URL.
 * nanoid draws them from a pool it fills with crypto.getRandomValues a few kilobytes at a time (as
 * Node's own randomUUID does): one `randomBytes(32)` per submission went to the kernel each time, and
 * the pool made the embedded write path 1.12× as fast (issue 14, fourteenth round).
 */
export function newAttemptSecret(): string {
  return nanoid(SECRET_CHARACTERS);
}

/**
 * Only this hash is stored (the quiz service's dashboard token takes the same approach): the secret
 * has full CSPRNG entropy, so a plain SHA-256 is enough and keeps the lookup by secret indexable.
 * `crypto.hash` is the one-shot form of createHash (no Hash object per call).
 */
export function hashAttemptSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** Whether `presented` hashes to `expectedHex`, compared in constant time. */
export function matchesHash(presented: string, expectedHex: string | null | undefined): boolean {
  if (!expectedHex) return false;
  const actual = hash('sha256', presented, 'buffer');
  const expected = Buffer.from(expectedHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
