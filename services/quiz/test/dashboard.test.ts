import { randomUUID } from 'node:crypto';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { type AttemptSubmittedV1, EVENT_TYPES, TOPICS } from '@quizlink/contracts/events';
import { dashboardResponseSchema, QUIZ_ERRORS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { call, eventually } from '@quizlink/kit-http/testing';
import { createQuiz, startQuizService, type Harness } from './quiz-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startQuizService('dashboard');
});
afterAll(async () => {
  await h.close();
});

function attemptEvent(quizId: number, score: number, totalQuestions: number, attemptId = randomUUID()): AttemptSubmittedV1 {
  const completedAt = new Date().toISOString();
  return {
    id: randomUUID(),
    type: EVENT_TYPES.attemptSubmitted,
    version: 1,
    occurredAt: completedAt,
    key: String(quizId),
    data: {
      attemptId,
      quizId,
      userAnswerId: 1,
      userName: 'Taker',
      score,
      totalQuestions,
      completedAt,
      answers: [],
      openEndedAnswers: [{ questionId: 5, userAnswer: 'Because', questionIndex: 4 }],
    },
  };
}

const dashboard = (token: string) => call(h.baseUrl, 'GET', `/api/quizzes/dashboard/${token}`);

async function attemptCountIs(token: string, count: number) {
  const res = await dashboard(token);
  expect(res.body.stats.attemptCount).toBe(count);
  return res;
}

describe('GET /api/quizzes/dashboard/{token}', () => {
  it('When the creator opens the dashboard of a new quiz, then it shows the quiz, code, slug and empty stats', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Katherine');
    const res = await dashboard(quiz.dashboardToken);
    expect(res.status).toBe(200);
    expect(dashboardResponseSchema.strict().parse(res.body)).toMatchObject({
      id: quiz.id,
      accessCode: quiz.accessCode,
      urlSlug: quiz.urlSlug,
      stats: { attemptCount: 0, averageScore: 0, topScore: 0 },
    });
    expect(res.text).not.toContain(quiz.dashboardToken);
    expect(res.text).not.toContain('correctAnswers');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('When the token is unknown, then it answers 404 dashboard.not_found with the spec text', async () => {
    const res = await dashboard('A'.repeat(43));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.dashboardNotFound.code, message: QUIZ_MESSAGES.dashboardNotFoundBody });
  });

  it('When the token is too short to be one, then it answers 400', async () => {
    const res = await dashboard('short');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(HTTP_ERRORS.requestInvalid.code);
  });

  it('When attempts are submitted, then the dashboard stats follow from attempt.submitted events', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Dorothy');
    await h.bus.publish(TOPICS.attemptEvents, [attemptEvent(quiz.id, 4, 4), attemptEvent(quiz.id, 1, 4), attemptEvent(quiz.id, 0, 0)]);
    const res = await eventually(() => attemptCountIs(quiz.dashboardToken, 3));
    // (100 + 25) / 2 over scored attempts; the open-ended-only attempt counts as an attempt only.
    expect(res.body.stats).toEqual({ attemptCount: 3, averageScore: 63, topScore: 100 });
  });

  it('When the same event is delivered twice, or the same attempt arrives under a new event id, then it counts once', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Mary');
    const first = attemptEvent(quiz.id, 2, 4);
    await h.bus.publish(TOPICS.attemptEvents, [first]);
    await eventually(() => attemptCountIs(quiz.dashboardToken, 1));

    const replayedAttempt = { ...first, id: randomUUID() };
    const sentinel = attemptEvent(quiz.id, 4, 4);
    await h.bus.publish(TOPICS.attemptEvents, [first, replayedAttempt, sentinel]);
    // Same key, same partition, in order: once the sentinel is in, the duplicates were handled before it.
    const res = await eventually(() => attemptCountIs(quiz.dashboardToken, 2));
    expect(res.body.stats).toEqual({ attemptCount: 2, averageScore: 75, topScore: 100 });
    const [rows] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM dashboard_attempts WHERE quiz_id = ${quiz.id}`);
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(2);
  });
});
