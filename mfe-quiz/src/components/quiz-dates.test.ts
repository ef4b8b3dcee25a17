import { expiredText, isExpired } from './quiz-dates.ts';

describe('quiz dates', () => {
  it('When the expiry time has passed, then the quiz is expired', () => {
    const now = Date.parse('2026-03-10T00:00:00Z');
    expect(isExpired({ expiresAt: '2026-03-09T23:59:59Z' }, now)).toBe(true);
    expect(isExpired({ expiresAt: '2026-03-10T00:00:01Z' }, now)).toBe(false);
  });

  it('When the server applied a lifetime, then the expiry text names it', () => {
    expect(expiredText({ createdAt: '2026-03-01T00:00:00Z', expiresAt: '2026-03-31T00:00:00Z' })).toBe(
      'This quiz has expired after the 30-day limit and is no longer accessible.',
    );
  });

  it('When no quiz dates are known, then the expiry text uses the default 7 days', () => {
    expect(expiredText()).toBe('This quiz has expired after the 7-day limit and is no longer accessible.');
  });
});
