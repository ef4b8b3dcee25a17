import { ATTEMPT_ERRORS, attemptStartSchema } from '@quizlink/contracts/attempt';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('starts');
});
afterAll(async () => {
  await h.close();
});

const start = (quizId: number, userAnswerId = 7) => call(h.baseUrl, 'POST', '/api/quiz-attempts/starts', { quizId, userAnswerId });
const submit = (body: unknown, headers: Record<string, string> = {}) => call(h.baseUrl, 'POST', '/api/quiz-attempts', body, headers);

/** Runs `fn` with the service's clock moved `seconds` ahead, then puts it back. */
async function later<T>(seconds: number, fn: () => Promise<T>): Promise<T> {
  const before = h.now.value;
  h.now.value = new Date(before.getTime() + seconds * 1000);
  try {
    return await fn();
  } finally {
    h.now.value = before;
  }
}

describe('POST /api/quiz-attempts/starts', () => {
  it('When a taker starts a timed quiz, then the server records the start and its deadline', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const res = await start(key.quizId);
    expect(res.status).toBe(201);
    const body = attemptStartSchema.strict().parse(res.body);
    expect(Date.parse(body.deadline!) - Date.parse(body.startedAt)).toBe(60_000);
    expect(body.serverTime).toBe(h.now.value.toISOString());
  });

  it('When the same taker starts again (a reload), then the same start comes back and the clock is not reset', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const first = await start(key.quizId);
    const again = await later(30, () => start(key.quizId));
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.deadline).toBe(first.body.deadline);
    expect((await start(key.quizId, 8)).body.id).not.toBe(first.body.id);
  });

  it('When a taker starts, then the start hands out the questions as a taker sees them, in order, never the answers', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const res = await start(key.quizId, 21);
    expect(res.status).toBe(201);
    const body = attemptStartSchema.strict().parse(res.body);
    expect(body.questions.map((q) => q.id)).toEqual(key.questions.map((q) => q.id));
    expect(body.questions.map((q) => q.order)).toEqual([0, 1, 2, 3]);
    expect(res.text).not.toContain('correctAnswers');
  });

  it('When the cached key predates the questions it now carries, then the start reads it again and still hands them out', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const { publicQuestions, ...oldKey } = key;
    await h.cache.set(`answer-key:v3:${key.quizId}`, oldKey, 3600);
    const res = await start(key.quizId, 22);
    expect(res.status).toBe(201);
    expect(res.body.questions).toEqual(publicQuestions);
  });

  it('When the user id was never issued by the quiz service, then the start is refused with 404 user.not_found and nothing is stored', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    h.quizService.state.unknownUsers.add(987_654);
    const res = await start(key.quizId, 987_654);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.userNotFound.code, message: QUIZ_ERRORS.userNotFound.message, requestId: expect.any(String) });
    const [rows] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM attempt_starts WHERE quiz_id = ${key.quizId}`);
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(0);
  });

  it('When one taker starts the same quiz many times at once, then there is one start', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const all = await Promise.all(Array.from({ length: 6 }, () => start(key.quizId, 23)));
    expect(new Set(all.map((r) => r.body.id)).size).toBe(1);
    const [rows] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM attempt_starts WHERE quiz_id = ${key.quizId}`);
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(1);
  });

  it('When the quiz is untimed, then the start has no deadline', async () => {
    const key = registerQuiz(h);
    expect((await start(key.quizId)).body.deadline).toBeNull();
  });

  it('When the quiz is unknown, expired or the body is bad, then it answers 404, 410 or 400', async () => {
    expect((await start(999_111)).status).toBe(404);
    const old = registerQuiz(h, new Date(h.now.value.getTime() - 8 * 24 * 3600 * 1000));
    expect((await start(old.quizId)).status).toBe(410);
    const bad = await call(h.baseUrl, 'POST', '/api/quiz-attempts/starts', { quizId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe(HTTP_ERRORS.requestInvalid.code);
  });
});

describe('the time limit, enforced by the server', () => {
  it('When a timed quiz is submitted without a start, then it answers 400 attempt.start_required', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const res = await submit(submission(key));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(ATTEMPT_ERRORS.attemptStartRequired.code);
  });

  it('When answers arrive within the limit plus the grace, then they are taken', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const { body } = await start(key.quizId);
    const res = await later(74, () => submit(submission(key, { startId: body.id })));
    expect(res.status).toBe(201);
  });

  it('When answers arrive after the limit plus the grace, then they are refused with 422 and nothing is stored', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const { body } = await start(key.quizId);
    const res = await later(76, () => submit(submission(key, { startId: body.id })));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: ATTEMPT_ERRORS.attemptTimeLimitExceeded.code, details: { deadline: body.deadline, graceSeconds: 15 } });
    const board = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard`);
    expect(board.body.total).toBe(0);
  });

  it('When the same start is submitted twice, then the second is refused with 409, and starting again gives the same used start', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const { body } = await start(key.quizId);
    expect((await submit(submission(key, { startId: body.id }))).status).toBe(201);
    const again = await submit(submission(key, { startId: body.id }));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(ATTEMPT_ERRORS.attemptAlreadySubmitted.code);
    const restarted = await later(600, () => start(key.quizId));
    expect(restarted.body).toMatchObject({ id: body.id, startedAt: body.startedAt, deadline: body.deadline });
  });

  it('When two submissions of one start race, then exactly one attempt is stored', async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const { body } = await start(key.quizId);
    const results = await Promise.all([submit(submission(key, { startId: body.id })), submit(submission(key, { startId: body.id }))]);
    expect(results.map((r) => r.status).toSorted()).toEqual([201, 409]);
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard`)).body.total).toBe(1);
  });

  it("When the start is another taker's or unknown, then it answers 404 attempt.start_not_found", async () => {
    const key = registerQuiz(h, h.now.value, 7, 60);
    const { body } = await start(key.quizId, 99);
    const res = await submit(submission(key, { startId: body.id }));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe(ATTEMPT_ERRORS.attemptStartNotFound.code);
    expect((await submit(submission(key, { startId: 'not-a-uuid' }))).status).toBe(400);
  });
});

describe('the start rate limit', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startAttemptService('start_limit', { startsPerMinute: 3 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("When one client spends its minute's budget of starts, then the next start answers 429 with Retry-After and stores nothing", async () => {
    const key = registerQuiz(limited, limited.now.value, 7, 60);
    for (const taker of [41, 42, 43]) {
      expect((await call(limited.baseUrl, 'POST', '/api/quiz-attempts/starts', { quizId: key.quizId, userAnswerId: taker })).status).toBe(201);
    }
    const refused = await call(limited.baseUrl, 'POST', '/api/quiz-attempts/starts', { quizId: key.quizId, userAnswerId: 44 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body.error).toMatchObject({ code: HTTP_ERRORS.requestRateLimited.code, requestId: expect.any(String) });
    const [rows] = await limited.sequelize.query(`SELECT COUNT(*) AS n FROM attempt_starts WHERE quiz_id = ${key.quizId}`);
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(3);
  });

  it('When two clients reach it through the gateway (a trusted loopback hop naming each client), then each has its own budget', async () => {
    const key = registerQuiz(limited, limited.now.value, 7, 60);
    const startAs = (client: string, taker: number) =>
      call(limited.baseUrl, 'POST', '/api/quiz-attempts/starts', { quizId: key.quizId, userAnswerId: taker }, { 'x-forwarded-for': client });
    for (const taker of [51, 52, 53]) expect((await startAs('203.0.113.7', taker)).status).toBe(201);
    expect((await startAs('203.0.113.7', 54)).status).toBe(429);
    expect((await startAs('198.51.100.9', 55)).status).toBe(201);
  });
});
