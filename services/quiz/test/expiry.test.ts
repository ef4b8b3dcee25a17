import { QUIZ_ERRORS, quizExpiredMessage } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { createQuiz, internalGet, startQuizService, type Harness } from './quiz-service.harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('quiz lifetime', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startQuizService('expiry');
  });
  afterAll(async () => {
    await h.close();
  });

  it('When 7 days have passed, then every taker and creator read answers 410 quiz.expired with the spec text', async () => {
    const started = h.now.value;
    const quiz = await createQuiz(h.baseUrl, undefined, { timeLimit: null });
    const paths = [
      `/api/quizzes/${quiz.id}`,
      `/api/quizzes/code/${quiz.accessCode}`,
      `/api/quizzes/slug/${quiz.urlSlug}`,
      `/api/quizzes/${quiz.id}/questions`,
      `/api/quizzes/dashboard/${quiz.dashboardToken}`,
    ];
    try {
      h.now.value = new Date(started.getTime() + 7 * DAY_MS - 1);
      for (const path of paths) expect((await call(h.baseUrl, 'GET', path)).status).toBe(200);

      h.now.value = new Date(started.getTime() + 7 * DAY_MS);
      for (const path of paths) {
        const res = await call(h.baseUrl, 'GET', path);
        expect(res.status).toBe(410);
        expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.quizExpired.code, message: quizExpiredMessage(7) });
      }
      // The attempt service still gets the key, with expiresAt, and applies the rule itself.
      const key = await internalGet(h.baseUrl, `/internal/quizzes/${quiz.id}/answer-key`);
      expect(key.status).toBe(200);
      expect(key.body.expiresAt).toBe(new Date(started.getTime() + 7 * DAY_MS).toISOString());
    } finally {
      h.now.value = started;
    }
  });

  it('When a quiz is read, then its expiry date is createdAt plus the lifetime', async () => {
    const quiz = await createQuiz(h.baseUrl);
    const res = await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}`);
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(7 * DAY_MS);
  });
});

describe('a configured lifetime of 30 days', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startQuizService('expiry30', { lifetimeDays: 30 });
  });
  afterAll(async () => {
    await h.close();
  });

  it('When 8 days have passed, then the quiz is still open; after 30 the text says 30', async () => {
    const started = h.now.value;
    const quiz = await createQuiz(h.baseUrl);
    h.now.value = new Date(started.getTime() + 8 * DAY_MS);
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}`)).status).toBe(200);
    h.now.value = new Date(started.getTime() + 30 * DAY_MS);
    const res = await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}`);
    expect(res.status).toBe(410);
    expect(res.body.error.message).toBe(quizExpiredMessage(30));
  });
});
