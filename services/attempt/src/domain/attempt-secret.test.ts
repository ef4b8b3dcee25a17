import { createHash } from 'node:crypto';
import { LIMITS } from '@quizlink/contracts/quiz';
import { nanoid } from 'nanoid';
import { hashAttemptSecret, matchesAttemptSecret, matchesHash, newAttemptSecret } from './attempt-secret.ts';

const SECRET = /^([0-9a-f]{12})\.([A-Za-z0-9_-]+)$/;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const randomPartOf = (secret: string) => SECRET.exec(secret)?.[2] ?? '';

describe('attempt secrets', () => {
  test('When secrets are made, then each is the time in 12 hex digits, a dot and base64url text of at least the configured bytes, and none repeats', () => {
    const now = Date.UTC(2026, 10, 29, 14, 0, 0);
    const secrets = Array.from({ length: 10_000 }, () => newAttemptSecret(now));
    for (const secret of secrets) {
      expect(secret).toMatch(SECRET);
      expect(secret.slice(0, 12)).toBe(now.toString(16).padStart(12, '0'));
      const random = randomPartOf(secret);
      expect(random.length * 6).toBeGreaterThanOrEqual(LIMITS.attemptSecretBytes * 8);
      expect(Buffer.from(random, 'base64url').length).toBeGreaterThanOrEqual(LIMITS.attemptSecretBytes);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  test('When many secrets are made from the pool, then every character of the alphabet comes about equally often in their random part', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i += 1) for (const character of randomPartOf(newAttemptSecret())) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(64);
    const expected = [...counts.values()].reduce((sum, count) => sum + count, 0) / 64;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.1);
  });

  test('When a secret is stored, then its stored form is its time followed by the start of its SHA-256, 64 characters, and only that secret matches it', () => {
    const secret = newAttemptSecret();
    const stored = hashAttemptSecret(secret);

    expect(stored).toHaveLength(64);
    expect(stored).toBe(secret.slice(0, 12) + sha256(secret).slice(0, 52));
    expect(matchesAttemptSecret(secret, stored)).toBe(true);
    expect(matchesAttemptSecret(newAttemptSecret(), stored)).toBe(false);
    expect(matchesAttemptSecret(`${secret}x`, stored)).toBe(false);
    expect(matchesAttemptSecret(secret, null)).toBe(false);
    expect(matchesAttemptSecret(secret, 'short')).toBe(false);
  });

  test('When secrets are made one after another, then their stored forms sort in the order they were made (each new index entry goes at the end)', () => {
    const start = Date.UTC(2026, 10, 29, 14, 0, 0);
    const stored = Array.from({ length: 1_000 }, (_, i) => hashAttemptSecret(newAttemptSecret(start + i)));
    expect([...stored].sort()).toEqual(stored);
  });

  test('When a secret from before the order part is presented, then its stored form is still its whole SHA-256, so it still opens its attempt', () => {
    const legacy = nanoid(43);
    const stored = sha256(legacy);

    expect(hashAttemptSecret(legacy)).toBe(stored);
    expect(matchesAttemptSecret(legacy, stored)).toBe(true);
    expect(matchesAttemptSecret(newAttemptSecret(), stored)).toBe(false);
  });

  test('When a secret has a malformed order part, then it is hashed whole and matches no attempt made with an order part', () => {
    const secret = newAttemptSecret();
    const forged = `ZZZZZZZZZZZZ${secret.slice(12)}`;

    expect(hashAttemptSecret(forged)).toBe(sha256(forged));
    expect(matchesAttemptSecret(forged, hashAttemptSecret(secret))).toBe(false);
  });

  test('When a dashboard token is checked, then it matches only its plain SHA-256 in hex', () => {
    const token = nanoid(43);
    expect(matchesHash(token, sha256(token))).toBe(true);
    expect(matchesHash(nanoid(43), sha256(token))).toBe(false);
    expect(matchesHash(token, null)).toBe(false);
    expect(matchesHash(token, 'not hex')).toBe(false);
  });
});
