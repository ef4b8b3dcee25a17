import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { QUIZ_ERRORS, quizListItemSchema } from '@quizlink/contracts/quiz';
import { TOKEN_AUDIENCES, createTokenService } from '@quizlink/kit-auth-token';
import { call } from '@quizlink/kit-http/testing';
import { createQuiz, startQuizService, type Harness } from './quiz-service.harness.ts';

/** The content service signs with this (its AUTH_TOKEN_SECRET); the quiz service verifies with it. */
const SECRET = 'shared-admin-token-secret-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/quizzes: the signed-in admin only', () => {
  let withSecret: Harness;
  let withoutSecret: Harness;
  // Issued the way the content service's logins issue them, on the quiz service's clock.
  const tokensFor = (h: Harness) => createTokenService({ secret: SECRET, ttlMinutes: 30, clock: () => h.now.value });

  beforeAll(async () => {
    withSecret = await startQuizService('admin_listing', { authTokenSecret: SECRET });
    withoutSecret = await startQuizService('admin_listing_nosecret');
  });
  afterAll(async () => {
    await withSecret?.close();
    await withoutSecret?.close();
  });

  it('When a valid admin token is sent, then the list comes with codes and slugs', async () => {
    const quiz = await createQuiz(withSecret.baseUrl, 'Admin Seen');
    const { token } = await tokensFor(withSecret).issue(TOKEN_AUDIENCES.admin, 'ada');
    const res = await call(withSecret.baseUrl, 'GET', '/api/quizzes', undefined, bearer(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = quizListItemSchema.strict().array().parse(res.body);
    expect(list.map((q) => [q.id, q.accessCode, q.urlSlug])).toContainEqual([quiz.id, quiz.accessCode, quiz.urlSlug]);
    expect(res.text).not.toContain(quiz.dashboardToken);
  });

  it('When no token is sent, then it is 403 listing disabled and no code or slug leaks', async () => {
    const quiz = await createQuiz(withSecret.baseUrl, 'Anon Ann');
    const res = await call(withSecret.baseUrl, 'GET', '/api/quizzes');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.quizListingDisabled.code, message: QUIZ_ERRORS.quizListingDisabled.message });
    expect(res.text).not.toContain(quiz.accessCode);
    expect(res.text).not.toContain(quiz.urlSlug);
  });

  it('When a blog token, a forged token, an expired admin token or garbage is sent, then it answers 401 and lists nothing', async () => {
    await createQuiz(withSecret.baseUrl, 'Never Listed');
    const blog = (await tokensFor(withSecret).issue(TOKEN_AUDIENCES.blog, 'blog-manager')).token;
    const forged = (await createTokenService({ secret: `${SECRET}-attacker`, ttlMinutes: 30, clock: () => new Date() }).issue(TOKEN_AUDIENCES.admin, 'mallory')).token;
    const started = withSecret.now.value;
    const expiring = (await tokensFor(withSecret).issue(TOKEN_AUDIENCES.admin, 'ada')).token;
    for (const token of [blog, forged, 'not-a-token']) {
      const res = await call(withSecret.baseUrl, 'GET', '/api/quizzes', undefined, bearer(token));
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe(CONTENT_ERRORS.authUnauthorized.code);
      expect(res.text).not.toContain('Never Listed');
    }
    withSecret.now.value = new Date(started.getTime() + 31 * 60_000);
    try {
      const res = await call(withSecret.baseUrl, 'GET', '/api/quizzes', undefined, bearer(expiring));
      expect(res.status).toBe(401);
    } finally {
      withSecret.now.value = started;
    }
  });

  it('When the service has no AUTH_TOKEN_SECRET, then even a well-signed admin token does not open the list', async () => {
    const { token } = await tokensFor(withoutSecret).issue(TOKEN_AUDIENCES.admin, 'ada');
    const res = await call(withoutSecret.baseUrl, 'GET', '/api/quizzes', undefined, bearer(token));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe(QUIZ_ERRORS.quizListingDisabled.code);
  });
});
