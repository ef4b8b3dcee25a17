import { createShortlinkRequestSchema, isHttpTarget, sanitizeShortPath, SHORTLINK_MESSAGES, shortUrl } from './shortlinks.ts';

describe('shortlink rules', () => {
  it('When a short path is typed, then only letters, digits, hyphen and underscore stay', () => {
    expect(sanitizeShortPath(' my/quiz?!_2-go ')).toBe('myquiz_2-go');
    expect(sanitizeShortPath('ünï')).toBe('n');
  });

  it('When targets are judged, then only absolute http(s) URLs with a host pass', () => {
    for (const ok of ['https://example.com', 'http://localhost:8080/faq?x=1']) expect(isHttpTarget(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'example.com', 'ftp://x.example', 'http://', 'https:']) expect(isHttpTarget(bad)).toBe(false);
  });

  it('When a create request is read, then the short is cleaned and a bad target is refused with a clear message', () => {
    expect(createShortlinkRequestSchema.parse({ password: 'p', short: 'a b', target: ' https://x.example ' })).toEqual({ password: 'p', short: 'ab', target: 'https://x.example' });
    const bad = createShortlinkRequestSchema.safeParse({ password: 'p', short: 'a', target: 'javascript:alert(1)' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe(SHORTLINK_MESSAGES.targetInvalid);
  });

  it('When the public URL and the spec texts are built, then they read as the spec says', () => {
    expect(shortUrl('https://quizlink.example', 'play')).toBe('https://quizlink.example/short/play');
    expect(SHORTLINK_MESSAGES.willCreate('https://q.example', 'play')).toBe('Will create: https://q.example/short/play');
    expect(SHORTLINK_MESSAGES.listHeading(3)).toBe('Your Shortlinks (3)');
    expect(SHORTLINK_MESSAGES.confirmDelete('play')).toBe('Delete shortlink "play"?');
  });
});
