import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { SERVICE_CREDENTIAL_HEADER } from '@quizlink/contracts/http';
import { answerKeySchema } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { quizConfigSchema } from '../src/index.ts';
import { SERVICE_TOKEN, createQuiz, internalGet, startQuizService, type Harness } from './quiz-service.harness.ts';

const withToken = (token: string) => ({ [SERVICE_CREDENTIAL_HEADER]: token });

describe('the service credential on internal routes', () => {
  let h: Harness;
  let unconfigured: Harness;
  beforeAll(async () => {
    h = await startQuizService('internal_credential');
    unconfigured = await startQuizService('internal_credential_unset', { serviceToken: null });
  });
  afterAll(async () => {
    await h?.close();
    await unconfigured?.close();
  });

  it('When the attempt service sends the configured credential, then it gets the answer key', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Key Keeper');
    const res = await internalGet(h.baseUrl, `/internal/quizzes/${quiz.id}/answer-key`);
    expect(res.status).toBe(200);
    expect(answerKeySchema.parse(res.body).quizId).toBe(quiz.id);
  });

  it.each([
    ['no credential', {}],
    ['a wrong credential', withToken(`${SERVICE_TOKEN}-not`)],
    ['a prefix of the credential', withToken(SERVICE_TOKEN.slice(0, 10))],
    ['an empty credential', withToken('')],
  ])('When the answer key is asked for with %s, then it is 401 service.unauthorized and no answer leaks', async (_case, headers) => {
    const quiz = await createQuiz(h.baseUrl, 'Key Keeper');
    const res = await call(h.baseUrl, 'GET', `/internal/quizzes/${quiz.id}/answer-key`, undefined, headers);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.serviceUnauthorized.code, message: HTTP_ERRORS.serviceUnauthorized.message });
    expect(res.text).not.toContain('Secret-Key');
  });

  it('When any other internal path is asked for without the credential, then it is refused before any route (401, not 404)', async () => {
    for (const path of ['/internal/users/1', '/internal/quizzes/1', '/internal/not-a-route']) {
      const res = await call(h.baseUrl, 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe(HTTP_ERRORS.serviceUnauthorized.code);
    }
  });

  it('When the service has no INTERNAL_SERVICE_TOKEN, then no credential opens its internal routes', async () => {
    const quiz = await createQuiz(unconfigured.baseUrl, 'Closed Door');
    const res = await internalGet(unconfigured.baseUrl, `/internal/quizzes/${quiz.id}/answer-key`);
    expect(res.status).toBe(401);
  });

  it('When the public routes are used without a credential, then nothing changes for them', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Open Door');
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}`)).status).toBe(200);
  });
});

describe('INTERNAL_SERVICE_TOKEN in the configuration', () => {
  it('When NODE_ENV is production and the token is unset, then the configuration is refused', () => {
    const parsed = quizConfigSchema.safeParse({ NODE_ENV: 'production' });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('INTERNAL_SERVICE_TOKEN');
    // Production requires the rest of its set-up too (kit-config's requireInProduction).
    const otherwiseComplete = { DATABASE_URL: 'mysql://quiz@db:3306/quiz', REDIS_URL: 'redis://redis:6379', KAFKA_BROKERS: 'kafka:9092', AUTH_TOKEN_SECRET: 'a'.repeat(32) };
    expect(quizConfigSchema.safeParse({ NODE_ENV: 'production', INTERNAL_SERVICE_TOKEN: SERVICE_TOKEN, ...otherwiseComplete }).success).toBe(true);
  });

  it('When the token is shorter than 32 characters, then the configuration is refused', () => {
    expect(quizConfigSchema.safeParse({ INTERNAL_SERVICE_TOKEN: 'short' }).success).toBe(false);
  });
});
