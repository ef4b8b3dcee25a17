import { call } from '@quizlink/kit-http/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('answer_keys');
});
afterAll(async () => {
  await h.close();
});

const submit = (body: unknown, headers: Record<string, string> = {}) => call(h.baseUrl, 'POST', '/api/quiz-attempts', body, headers);

describe('answer keys from the quiz service', () => {
  it('When a quiz is answered twice, then its key is fetched once and then served from the cache', async () => {
    const key = registerQuiz(h);
    const callsBefore = h.quizService.state.calls;
    expect((await submit(submission(key))).status).toBe(201);
    expect((await submit(submission(key, { userAnswerId: 8 }))).status).toBe(201);
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard`)).status).toBe(200);
    expect(h.quizService.state.calls - callsBefore).toBe(1);
    expect(await h.cache.get(`answer-key:v3:${key.quizId}`)).toEqual(key);
  });

  it('When a key was read a moment ago, then the next submissions use this process’s copy without the shared cache or the quiz service', async () => {
    const key = registerQuiz(h);
    expect((await submit(submission(key))).status).toBe(201);
    await h.cache.del(`answer-key:v3:${key.quizId}`);
    h.quizService.state.down = true;
    try {
      expect((await submit(submission(key, { userAnswerId: 9 }))).status).toBe(201);
    } finally {
      h.quizService.state.down = false;
    }
    // Only this process's copy answered: the shared cache was not filled again.
    expect(await h.cache.get(`answer-key:v3:${key.quizId}`)).toBeUndefined();
  });

  it('When the request has an id, then it is forwarded to the quiz service', async () => {
    const key = registerQuiz(h);
    await submit(submission(key), { 'x-request-id': 'trace-abc-123' });
    expect(h.quizService.state.requestIds.at(-1)).toBe('trace-abc-123');
  });

  it('When the quiz service is unreachable, then it answers 503 and no attempt is stored', async () => {
    const key = registerQuiz(h);
    h.quizService.state.down = true;
    try {
      const res = await submit(submission(key));
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.serviceDependencyUnavailable.code, message: HTTP_ERRORS.gatewayUpstreamUnavailable.message });
      const [rows] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM attempts WHERE quiz_id = ${key.quizId}`);
      expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(0);
    } finally {
      h.quizService.state.down = false;
    }
    expect((await submit(submission(key))).status).toBe(201);
  });

  it('When a quiz was unknown at first, then it is found once it exists (misses are not cached)', async () => {
    const key = registerQuiz(h);
    h.quizService.keys.delete(key.quizId);
    expect((await submit(submission(key))).status).toBe(404);
    h.quizService.keys.set(key.quizId, key);
    expect((await submit(submission(key))).status).toBe(201);
  });
});
