import { SHARE_TARGETS, shareTargetUrl } from './share-targets.ts';

const payload = { link: 'https://quizlink.test/quiz/ana-x1y2', message: 'Ana made a quiz for you! Take it here: https://quizlink.test/quiz/ana-x1y2 & more', subject: 'Take my quiz: Ana & Bo' };

describe('shareTargetUrl', () => {
  it('When sharing on an app, then its share address carries the invitation, encoded', () => {
    const whatsapp = new URL(shareTargetUrl('whatsapp', payload));
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(payload.message);
    const telegram = new URL(shareTargetUrl('telegram', payload));
    expect([telegram.origin + telegram.pathname, telegram.searchParams.get('url'), telegram.searchParams.get('text')]).toEqual([
      'https://t.me/share/url',
      payload.link,
      payload.message,
    ]);
    expect(new URL(shareTargetUrl('x', payload)).searchParams.get('text')).toBe(payload.message);
  });

  it('When sharing by email, then subject and body are encoded with %20 for spaces (mail apps do not read +)', () => {
    const mail = shareTargetUrl('email', payload);
    expect(mail.startsWith('mailto:?subject=Take%20my%20quiz%3A%20Ana%20%26%20Bo&body=')).toBe(true);
    expect(mail).not.toContain('+');
    expect(decodeURIComponent(mail.split('body=')[1]!)).toBe(payload.message);
  });

  it('When listed, then every target has an address', () => {
    expect(SHARE_TARGETS.map((t) => shareTargetUrl(t, payload).length > 0)).toEqual([true, true, true, true]);
  });
});
