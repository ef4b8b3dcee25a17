import { ATTEMPT_PATHS } from '../attempt/paths.ts';
import { buildPath } from '../http/http.ts';
import { QUIZ_PATHS } from '../quiz/paths.ts';
import { API_ROUTE_TABLE, mfeForPath, serviceForPath } from './routes.ts';

describe('serviceForPath', () => {
  test.each([
    ['/api/users', 'quiz'],
    ['/api/quizzes/7', 'quiz'],
    ['/api/quizzes/code/ABC123', 'quiz'],
    ['/api/quizzes/dashboard/tok', 'quiz'],
    ['/api/quizzes/7/attempts', 'attempt'],
    ['/api/quizzes/7/attempts?t=1', 'attempt'],
    ['/api/quiz-attempts/abc', 'attempt'],
    ['/api/auto-create/usage-status', 'generation'],
    ['/api/contact', 'content'],
    ['/api/short/admin/shortlinks/list', 'shortlink'],
  ])('When the path is %s, then %s answers it', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });

  test('When the per-question call and the verify call share the /api/questions prefix, then each reaches its own service', () => {
    expect(serviceForPath(QUIZ_PATHS.questions)).toBe('quiz');
    expect(serviceForPath('/api/questions?x=1')).toBe('quiz');
    expect(serviceForPath(buildPath(ATTEMPT_PATHS.verifyAnswer, { id: 12 }))).toBe('attempt');
    expect(serviceForPath('/api/questions/12/verify')).toBe('attempt');
    const verifyRow = API_ROUTE_TABLE.findIndex((r) => r.pattern === ATTEMPT_PATHS.verifyAnswer);
    const questionsRow = API_ROUTE_TABLE.findIndex((r) => r.pattern === QUIZ_PATHS.questions);
    expect(verifyRow).toBeGreaterThanOrEqual(0);
    expect(questionsRow).toBeGreaterThan(verifyRow);
  });

  test('When no route matches, then no service answers', () => {
    expect(serviceForPath('/api/nope')).toBeUndefined();
    expect(serviceForPath('/internal/quizzes/1/answer-key')).toBeUndefined();
    expect(serviceForPath('/api/quizzesX')).toBeUndefined();
  });

  test('When any route of the table is called, then its own service answers (no earlier entry shadows it)', () => {
    for (const route of API_ROUTE_TABLE) {
      expect(serviceForPath(route.pattern.replace(/:[A-Za-z]+/g, '42'))).toBe(route.service);
    }
  });
});

describe('buildPath', () => {
  test('When parameters are given, then they are filled in and encoded', () => {
    expect(buildPath('/api/quizzes/slug/:slug', { slug: 'a b/c' })).toBe('/api/quizzes/slug/a%20b%2Fc');
  });

  test('When a parameter is missing, then it throws naming it', () => {
    expect(() => buildPath('/api/quizzes/:id')).toThrow('Missing path parameter id');
  });
});

describe('mfeForPath', () => {
  test.each([
    ['/create', 'quiz'],
    ['/quiz/code/ABC123', 'quiz'],
    ['/results/1/x', 'quiz'],
    ['/auto-draft', 'autodraft'],
    ['/auto-draft-session', 'autodraft'],
    ['/admin/shortlinks', 'admin'],
    ['/blog-management', 'admin'],
  ])('When the page is %s, then the %s remote owns it', (path, mfe) => {
    expect(mfeForPath(path)).toBe(mfe);
  });

  test('When the page belongs to the shell, then no remote owns it', () => {
    expect(mfeForPath('/')).toBeUndefined();
    expect(mfeForPath('/blog')).toBeUndefined();
    expect(mfeForPath('/creator')).toBeUndefined();
  });
});
