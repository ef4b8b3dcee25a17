import { isQuizExpired, lifetimeDaysOf } from './quiz-availability.ts';

const key = { createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-08T00:00:00.000Z' };

describe('quiz availability from the answer key', () => {
  it('When the clock is before expiresAt, then the quiz is active', () => {
    expect(isQuizExpired(key, new Date('2026-01-07T23:59:59.999Z'))).toBe(false);
  });

  it('When the clock reaches expiresAt, then the quiz is expired', () => {
    expect(isQuizExpired(key, new Date('2026-01-08T00:00:00.000Z'))).toBe(true);
  });

  it('When the key spans 7 days, then the lifetime for the message is 7', () => {
    expect(lifetimeDaysOf(key)).toBe(7);
    expect(lifetimeDaysOf({ createdAt: key.createdAt, expiresAt: '2026-01-31T00:00:00.000Z' })).toBe(30);
  });
});
