import { createHash } from 'node:crypto';
import { LIMITS } from '@quizlink/contracts/quiz';
import { hashAttemptSecret, matchesHash, newAttemptSecret } from './attempt-secret.ts';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

describe('attempt secrets', () => {
  test('When secrets are made, then each is base64url text of at least the configured bytes and none repeats', () => {
    const secrets = Array.from({ length: 10_000 }, newAttemptSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(BASE64URL);
      expect(secret.length * 6).toBeGreaterThanOrEqual(LIMITS.attemptSecretBytes * 8);
      expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(LIMITS.attemptSecretBytes);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  test('When many secrets are made from the pool, then every character of the alphabet comes about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i += 1) for (const character of newAttemptSecret()) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(64);
    const expected = [...counts.values()].reduce((sum, count) => sum + count, 0) / 64;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.1);
  });

  test('When a secret is hashed, then it is its SHA-256 in hex, and only that secret matches it', () => {
    const secret = newAttemptSecret();
    const stored = hashAttemptSecret(secret);
    expect(stored).toBe(createHash('sha256').update(secret, 'utf8').digest('hex'));
    expect(matchesHash(secret, stored)).toBe(true);
    expect(matchesHash(newAttemptSecret(), stored)).toBe(false);
    expect(matchesHash(secret, null)).toBe(false);
    expect(matchesHash(secret, 'not hex')).toBe(false);
  });
});
