import { parseTarget } from '../src/routes.ts';

/** What URL parsing makes of a target (the normal form the router judges). */
function byUrlParsing(rawUrl: string): { pathname: string; search: string } {
  const url = new URL(`http://gateway.invalid${rawUrl.startsWith('/') ? '' : '/'}${rawUrl}`);
  return { pathname: url.pathname, search: url.search };
}

/** Every target of up to `length` characters, a slash and then characters of `alphabet`. */
function* targetsOver(alphabet: string, length: number): Generator<string> {
  if (length === 0) return;
  yield '/';
  for (const rest of targetsOver(alphabet, length - 1)) for (const char of alphabet) yield `${rest}${char}`;
}

describe('parseTarget', () => {
  it.each([
    ['/api/attempts', { pathname: '/api/attempts', search: '' }],
    ['/api/quizzes/12/leaderboard?limit=10&offset=0', { pathname: '/api/quizzes/12/leaderboard', search: '?limit=10&offset=0' }],
    ['/api/quizzes/ab-C_9?', { pathname: '/api/quizzes/ab-C_9', search: '' }],
    ['//evil.example/x', { pathname: '//evil.example/x', search: '' }],
    ['/api/users/../../internal/x', { pathname: '/internal/x', search: '' }],
    ['/api/%2e%2e/x', { pathname: '/x', search: '' }],
    ['/api/a b?q=<x>', { pathname: '/api/a%20b', search: '?q=%3Cx%3E' }],
  ])('When the target is %s, then the router judges %j', (rawUrl, expected) => {
    expect(parseTarget(rawUrl)).toEqual(expected);
  });

  it('When a target holds only plain characters or anything else, then it reads as URL parsing reads it', () => {
    let compared = 0;
    const differing: string[] = [];
    for (const rawUrl of targetsOver('a/_-?=&.%2 ', 6)) {
      const parsed = parseTarget(rawUrl);
      const expected = byUrlParsing(rawUrl);
      if (parsed?.pathname !== expected.pathname || parsed.search !== expected.search) differing.push(rawUrl);
      compared += 1;
    }
    expect(differing).toEqual([]);
    expect(compared).toBe(177_156);
  });
});
