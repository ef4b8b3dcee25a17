import { expiresAt, isExpired } from './quiz-lifetime.ts';

const created = new Date('2026-01-01T00:00:00.000Z');

describe('quiz lifetime', () => {
  it('When the lifetime is 7 days, then the quiz expires exactly 7 days after creation', () => {
    expect(expiresAt(created, 7).toISOString()).toBe('2026-01-08T00:00:00.000Z');
  });

  it('When one millisecond of the lifetime is left, then the quiz is still active', () => {
    expect(isExpired(created, new Date('2026-01-07T23:59:59.999Z'), 7)).toBe(false);
  });

  it('When the lifetime has been reached, then the quiz is expired', () => {
    expect(isExpired(created, new Date('2026-01-08T00:00:00.000Z'), 7)).toBe(true);
  });

  it('When the lifetime is configured to 30 days, then day 8 is still active', () => {
    expect(isExpired(created, new Date('2026-01-09T00:00:00.000Z'), 30)).toBe(false);
  });
});
