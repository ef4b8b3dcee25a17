import { offlineFallbackFor, strategyFor } from './cache-rules.ts';

const origin = 'https://quizlink.app';
const at = (path: string, mode: RequestMode = 'cors', method = 'GET') => strategyFor(new URL(path, origin), origin, method, mode);

describe('service worker cache rules', () => {
  test.each([
    ['/api/quizzes/code/ABC123', 'cors', 'GET', 'api'],
    ['/api/quizzes', 'cors', 'POST', 'none'],
    ['/sw.js', 'no-cors', 'GET', 'none'],
    ['/short/play', 'navigate', 'GET', 'none'],
    ['/faq', 'navigate', 'GET', 'page'],
    ['/quiz/code/ABC123', 'navigate', 'GET', 'page'],
    ['/main.3f9a1c2b7d.js', 'no-cors', 'GET', 'immutable'],
    ['/mfe/quiz/412.9a0c3b7d1e.css', 'no-cors', 'GET', 'immutable'],
    ['/mfe/quiz/remoteEntry.js', 'no-cors', 'GET', 'fresh'],
    ['/mfe/quiz/mf-manifest.json', 'cors', 'GET', 'fresh'],
    ['/manifest.webmanifest', 'cors', 'GET', 'fresh'],
    ['/icons/icon-192.png', 'no-cors', 'GET', 'fresh'],
  ] as const)('When %s is requested (%s %s), then the strategy is %s', (path, mode, method, expected) => {
    expect(at(path, mode, method)).toBe(expected);
  });

  test('When the request goes to another origin, then the worker stays out of it', () => {
    expect(strategyFor(new URL('https://cdn.example.com/a.3f9a1c2b7d.js'), origin, 'GET', 'no-cors')).toBe('none');
  });

  test('When offline, then shell pages fall back to the app shell and remote pages to the offline page', () => {
    expect(offlineFallbackFor('/')).toBe('app-shell');
    expect(offlineFallbackFor('/blog/quiz-ideas')).toBe('app-shell');
    expect(offlineFallbackFor('/quiz/code/ABC123')).toBe('offline-page');
    expect(offlineFallbackFor('/create')).toBe('offline-page');
  });
});
