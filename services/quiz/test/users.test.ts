import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { LIMITS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { startQuizService, type Harness } from './quiz-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startQuizService('users');
});
afterAll(async () => {
  await h.close();
});

describe('POST /api/users', () => {
  it('When a name is given, then a user is created with a server-issued numeric id', async () => {
    const a = await call(h.baseUrl, 'POST', '/api/users', { username: 'Ada' });
    const b = await call(h.baseUrl, 'POST', '/api/users', { username: 'Ada' });
    expect(a.status).toBe(201);
    expect(a.body).toEqual({ id: expect.any(Number) });
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('When the name is in another script or has spaces around it, then it is stored trimmed', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/users', { username: '  李小龍 Ünïcödé  ' });
    expect(res.status).toBe(201);
    const [rows] = await h.sequelize.query(`SELECT username FROM users WHERE id = ${Number(res.body.id)}`);
    expect(rows).toEqual([{ username: '李小龍 Ünïcödé' }]);
  });

  it.each([
    ['blank', { username: '   ' }],
    ['missing', {}],
  ])('When the name is %s, then it is refused with "Name is required"', async (_label, body) => {
    const res = await call(h.baseUrl, 'POST', '/api/users', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.requestInvalid.code, message: QUIZ_MESSAGES.nameRequiredTitle, requestId: expect.any(String) });
  });

  it('When the name is longer than 50 characters, then it is refused', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/users', { username: 'x'.repeat(LIMITS.userNameMaxLength + 1) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(HTTP_ERRORS.requestInvalid.code);
  });

  it('When the name is not a string, then it is refused with 400', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/users', { username: 42 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(HTTP_ERRORS.requestInvalid.code);
  });

  it('When the body is not valid JSON, then it answers 400 request.malformed_json', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/users', '{"username": "Ada"');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.requestMalformedJson.code, message: HTTP_ERRORS.requestMalformedJson.message });
  });

  it('When the body is larger than the limit, then it answers 413 request.too_large', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/users', { username: 'Ada', padding: 'x'.repeat(LIMITS.jsonBodyMaxBytes) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe(HTTP_ERRORS.requestTooLarge.code);
  });

  it('When the body is not JSON at all, then it answers 415: the body is not read as a missing name', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/users', 'username=Ada', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.requestUnsupportedMediaType.code, message: HTTP_ERRORS.requestUnsupportedMediaType.message });
  });
});

describe('probes and unknown routes', () => {
  it('When the probes are called, then the service is alive and ready', async () => {
    expect((await call(h.baseUrl, 'GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await call(h.baseUrl, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('When a route does not exist, then it answers 404 route.not_found in the common shape', async () => {
    const res = await call(h.baseUrl, 'GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.routeNotFound.code, requestId: expect.any(String) });
  });
});
