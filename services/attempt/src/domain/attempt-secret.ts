import { hash, timingSafeEqual } from 'node:crypto';
import { nanoid } from 'nanoid';
import { LIMITS } from '@quizlink/contracts/quiz';

/** Characters of a secret's random part: 6 bits each (base64url's 64 characters), at least LIMITS.attemptSecretBytes of entropy. */
const SECRET_CHARACTERS = Math.ceil((LIMITS.attemptSecretBytes * 8) / 6);

/** The order prefix: milliseconds since the epoch as 12 lowercase hex digits (fixed width, so text order is time order). */
const ORDER_DIGITS = 12;
const ORDER_SEPARATOR = '.';
const ORDER_PREFIX = new RegExp(`^[0-9a-f]{${ORDER_DIGITS}}$`);

/** The stored form's length: a SHA-256 in hex, as the column (CHAR(64)) has always held. */
const STORED_LENGTH = 64;

/**
 * An attempt's secret: `<order>.<random>` — the time it was made (12 hex digits) and SECRET_CHARACTERS
 * (43, 258 bits for 32 bytes) of base64url's alphabet from the CSPRNG. It is what opens the attempt
 * (results, the "You" row, verify), so it never goes in a URL. The random part is the whole of its
 * strength; the order part is public (the attempt's time is on the leaderboard anyway) and exists for
 * the stored form below. nanoid draws the characters from a pool it fills with crypto.getRandomValues a
 * few kilobytes at a time (as Node's own randomUUID does): one `randomBytes(32)` per submission went to
 * the kernel each time, and the pool made the embedded write path 1.12× as fast (issue 14, fourteenth round).
 */
export function newAttemptSecret(now: number = Date.now()): string {
  return `${now.toString(16).padStart(ORDER_DIGITS, '0')}${ORDER_SEPARATOR}${nanoid(SECRET_CHARACTERS)}`;
}

/**
 * What is stored of a secret, and looked up by (a unique index): never the secret itself. For a secret
 * with an order part, that part followed by the first 52 hex digits (208 bits) of the secret's SHA-256;
 * for a secret made before there was one (random text only), its whole SHA-256 in hex. Both are 64
 * characters. The order part puts each new attempt's entry at the end of the index, where the last one
 * went: a plain hash put it on a random page of the index, one more 4 KB page written per submission to
 * SQLite's log and again at its checkpoint (issue 14, twenty-first round: with this index and the
 * idempotency key's both random, 33 kB went to disk per submission, 21 kB without). The secret has full
 * CSPRNG entropy, so a plain hash is enough; 208 bits of it still leave nothing to guess or collide.
 * `crypto.hash` is the one-shot form of createHash (no Hash object per call).
 */
export function hashAttemptSecret(secret: string): string {
  const digest = hash('sha256', secret, 'hex');
  const separator = secret.indexOf(ORDER_SEPARATOR);
  const order = separator === ORDER_DIGITS ? secret.slice(0, separator) : '';
  if (!ORDER_PREFIX.test(order)) return digest;
  return order + digest.slice(0, STORED_LENGTH - ORDER_DIGITS);
}

/** Whether `presented` is the secret whose stored form is `stored` (hashAttemptSecret), compared in constant time. */
export function matchesAttemptSecret(presented: string, stored: string | null | undefined): boolean {
  if (!stored) return false;
  const actual = Buffer.from(hashAttemptSecret(presented));
  const expected = Buffer.from(stored);
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/** Whether `presented` hashes to `expectedHex` (a plain SHA-256 in hex: the dashboard token's), compared in constant time. */
export function matchesHash(presented: string, expectedHex: string | null | undefined): boolean {
  if (!expectedHex) return false;
  const actual = hash('sha256', presented, 'buffer');
  const expected = Buffer.from(expectedHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
