import { SHORTLINK_MESSAGES } from '@quizlink/contracts/shortlink';
import { bannerTone } from './banner-tone.ts';

describe('shortlink status banner tone', () => {
  it('When the message contains Error, then it is red on both views', () => {
    expect(bannerTone(SHORTLINK_MESSAGES.connectionError, 'login')).toBe('error');
    expect(bannerTone(SHORTLINK_MESSAGES.createError, 'manager')).toBe('error');
    expect(bannerTone(SHORTLINK_MESSAGES.deleteError, 'manager')).toBe('error');
  });

  it('When the message contains Invalid, then it is red on the login view only', () => {
    expect(bannerTone(SHORTLINK_MESSAGES.invalidPassword, 'login')).toBe('error');
    expect(bannerTone(SHORTLINK_MESSAGES.invalidPassword, 'manager')).toBe('success');
  });

  it('When the message is a success (or any other text), then it is green', () => {
    expect(bannerTone(SHORTLINK_MESSAGES.authenticated, 'login')).toBe('success');
    expect(bannerTone(SHORTLINK_MESSAGES.createdOk, 'manager')).toBe('success');
    expect(bannerTone(SHORTLINK_MESSAGES.bothFields, 'manager')).toBe('success');
  });
});
