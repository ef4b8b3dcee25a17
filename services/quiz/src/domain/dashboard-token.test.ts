import { createHash } from 'node:crypto';
import { LIMITS } from '@quizlink/contracts/quiz';
import { generateDashboardToken, hashDashboardToken } from './dashboard-token.ts';

describe('generateDashboardToken', () => {
  it('When a token is generated, then it carries at least 128 bits as URL-safe base64', () => {
    const token = generateDashboardToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length).toBe(LIMITS.dashboardTokenBytes);
    expect(LIMITS.dashboardTokenBytes * 8).toBeGreaterThanOrEqual(128);
  });

  it('When many tokens are generated, then none repeats', () => {
    expect(new Set(Array.from({ length: 500 }, generateDashboardToken)).size).toBe(500);
  });
});

describe('hashDashboardToken', () => {
  it('When a token is hashed, then the result is its SHA-256 in hex and not the token', () => {
    const token = generateDashboardToken();
    const hash = hashDashboardToken(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it('When the same token is hashed twice, then the hash is stable so lookups work', () => {
    expect(hashDashboardToken('abc')).toBe(hashDashboardToken('abc'));
    expect(hashDashboardToken('abc')).not.toBe(hashDashboardToken('abd'));
  });
});
