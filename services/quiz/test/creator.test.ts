import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { TOPICS } from '@quizlink/contracts/events';
import { dashboardResponseSchema, openEndedGroupSchema, QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { call, eventually } from '@quizlink/kit-http/testing';
import { attemptEvent, createQuiz, createUser, questionsOf, quizPayload, internalGet, startQuizService, type Harness } from './quiz-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startQuizService('creator');
});
afterAll(async () => {
  await h.close();
});

const dashboard = (token: string) => call(h.baseUrl, 'GET', `/api/quizzes/dashboard/${token}`);

/** A quiz with three attempts in its read model: Ann 4/4, Bo 2/4 (wrong favourite on Q2), Cy 1/4. */
async function quizWithAttempts() {
  const quiz = await createQuiz(h.baseUrl, 'Creator Cat');
  const questions = await questionsOf(h.baseUrl, quiz.id);
  const mc = questions.filter((q) => q.type === 'multiple-choice');
  const essay = questions.find((q) => q.type === 'open-ended')!;
  const pick = (picks: number[]) => mc.map((q, i) => ({ questionId: q.id, userAnswer: q.options[picks[i]!]!, isCorrect: picks[i] === q.options.findIndex((o) => o.endsWith('Secret-Key')) }));
  const base = Date.now();
  const events = [
    attemptEvent(quiz.id, { userName: 'Ann', score: 4, completedAt: new Date(base - 3000), answers: pick([0, 1, 0, 0]), openEndedAnswers: [{ questionId: essay.id, userAnswer: 'Love them' }] }),
    attemptEvent(quiz.id, { userName: 'Bo', score: 2, completedAt: new Date(base - 2000), answers: pick([0, 0, 1, 0]), openEndedAnswers: [{ questionId: essay.id, userAnswer: '=HYPERLINK("x")' }] }),
    attemptEvent(quiz.id, { userName: '', score: 1, completedAt: new Date(base - 1000), answers: pick([1, 0, 1, 1]) }),
  ];
  await h.bus.publish(TOPICS.attemptEvents, events);
  await eventually(async () => expect((await dashboard(quiz.dashboardToken)).body.stats.attemptCount).toBe(3));
  return { quiz, questions, mc, essay };
}

describe('the creator dashboard', () => {
  it('When attempts exist, then it shows per-question performance, the most common answers and the latest attempts', async () => {
    const { quiz, mc } = await quizWithAttempts();
    const res = await dashboard(quiz.dashboardToken);
    const body = dashboardResponseSchema.strict().parse(res.body);
    expect(body.quizType).toBe('scored');
    expect(body.stats).toEqual({ attemptCount: 3, averageScore: 58, topScore: 100 });
    expect(body.attempts.map((a) => [a.userName, a.percentage])).toEqual([['', 25], ['Bo', 50], ['Ann', 100]]);
    const q2 = body.questions.find((q) => q.questionId === mc[1]!.id)!;
    expect(q2).toMatchObject({ correctCount: 1, correctPercentage: 33, mostCommonAnswer: { answer: '3', count: 2, isCorrect: false } });
    const q1 = body.questions.find((q) => q.questionId === mc[0]!.id)!;
    expect(q1).toMatchObject({ correctCount: 2, correctPercentage: 67, mostCommonAnswer: { answer: 'Paris-Secret-Key', isCorrect: true } });
    expect(res.text).not.toContain(quiz.dashboardToken);
  });

  it('When every question is open-ended, then the dashboard calls it an essay quiz', async () => {
    const user = await call(h.baseUrl, 'POST', '/api/users', { username: 'Essayist' });
    const created = await call(h.baseUrl, 'POST', '/api/quizzes', {
      creatorId: user.body.id,
      creatorName: 'Essayist',
      questions: [1, 2, 3, 4, 5].map((n) => ({ text: `Essay ${n}?`, type: 'open-ended' })),
    });
    expect((await dashboard(created.body.dashboardToken)).body.quizType).toBe('essay');
  });
});

describe('GET /api/quizzes/{id}/open-ended-answers', () => {
  it('When the creator sends the dashboard token header, then answers come grouped by question', async () => {
    const { quiz, essay } = await quizWithAttempts();
    const res = await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}/open-ended-answers`, undefined, { 'x-dashboard-token': quiz.dashboardToken });
    expect(res.status).toBe(200);
    const groups = openEndedGroupSchema.array().parse(res.body);
    expect(groups).toEqual([
      expect.objectContaining({
        questionId: essay.id,
        questionText: 'Why do you like quizzes?',
        answers: [expect.objectContaining({ userName: 'Ann', userAnswer: 'Love them' }), expect.objectContaining({ userName: 'Bo' })],
      }),
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('When the token is missing or belongs to another quiz, then it answers 401 or 403 and no answer leaks', async () => {
    const { quiz } = await quizWithAttempts();
    const other = await createQuiz(h.baseUrl, 'Other Olga');
    const missing = await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}/open-ended-answers`);
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe(QUIZ_ERRORS.dashboardTokenRequired.code);
    const wrong = await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}/open-ended-answers`, undefined, { 'x-dashboard-token': other.dashboardToken });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe(QUIZ_ERRORS.dashboardForbidden.code);
    expect(wrong.text).not.toContain('Love them');
  });

  it('When the quiz id is unknown or not a number, then it answers 404 or 400', async () => {
    expect((await call(h.baseUrl, 'GET', '/api/quizzes/999999/open-ended-answers', undefined, { 'x-dashboard-token': 'x'.repeat(43) })).status).toBe(404);
    const bad = await call(h.baseUrl, 'GET', '/api/quizzes/abc/open-ended-answers');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe(HTTP_ERRORS.requestInvalid.code);
  });
});

describe('GET /api/quizzes/dashboard/{token}/attempts.csv', () => {
  it('When the creator exports, then every attempt is a CSV row with its answers and formulas neutralized', async () => {
    const { quiz } = await quizWithAttempts();
    const res = await call(h.baseUrl, 'GET', `/api/quizzes/dashboard/${quiz.dashboardToken}/attempts.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`quiz-${quiz.id}-attempts.csv`);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('Attempt ID,Name,Score,Total Questions,Percentage,Completed At,Q1: Capital of France?,Q2: 2 + 2?,Q3: Sky colour?,Q4: Ada wrote about?,Q5: Why do you like quizzes?');
    expect(lines[1]).toContain(',Ann,4,4,100%,');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('When the token is unknown, then it answers 404 and no CSV', async () => {
    const res = await call(h.baseUrl, 'GET', `/api/quizzes/dashboard/${'Z'.repeat(43)}/attempts.csv`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe(QUIZ_ERRORS.dashboardNotFound.code);
  });
});

describe('DELETE /api/quizzes/dashboard/{token}', () => {
  it('When the creator deletes the quiz, then it and its data are gone and quiz.deleted is published', async () => {
    const { quiz } = await quizWithAttempts();
    const seen: unknown[] = [];
    await h.bus.subscribe({ topic: TOPICS.quizEvents, groupId: `observer-${quiz.id}`, handler: async (e) => void seen.push(e) });
    const res = await call(h.baseUrl, 'DELETE', `/api/quizzes/dashboard/${quiz.dashboardToken}`);
    expect(res.status).toBe(204);
    for (const path of [`/api/quizzes/${quiz.id}`, `/api/quizzes/${quiz.id}/questions`, `/api/quizzes/dashboard/${quiz.dashboardToken}`]) {
      expect((await call(h.baseUrl, 'GET', path)).status).toBe(404);
    }
    const [rows] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM dashboard_attempts WHERE quiz_id = ${quiz.id}`);
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(0);
    await eventually(async () => expect(seen).toEqual([expect.objectContaining({ type: 'quiz.deleted', data: expect.objectContaining({ quizId: quiz.id, reason: 'creator' }) })]));
    expect((await internalGet(h.baseUrl, `/internal/quizzes/${quiz.id}/answer-key`)).status).toBe(404);
  });

  it('When an attempt event arrives after the deletion, then it does not bring the data back', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Gone Gina');
    await call(h.baseUrl, 'DELETE', `/api/quizzes/dashboard/${quiz.dashboardToken}`);
    const late = attemptEvent(quiz.id, { userName: 'Late Lou' });
    await h.bus.publish(TOPICS.attemptEvents, [late]);
    await eventually(async () => {
      const [rows] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM processed_events WHERE event_id = '${late.id}'`);
      expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(1);
    });
    const [rows] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM dashboard_attempts WHERE quiz_id = ${quiz.id}`);
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(0);
  });

  it('When another quiz shows the same image, then quiz.deleted names only the images no other quiz shows', async () => {
    const withImages = async (name: string, imageUrls: string[]) => {
      const creatorId = await createUser(h.baseUrl, name);
      const payload = quizPayload(creatorId, name);
      payload.questions = payload.questions.map((q, i) => (imageUrls[i] ? { ...q, imageUrl: imageUrls[i] } : q));
      const res = await call(h.baseUrl, 'POST', '/api/quizzes', payload);
      expect(res.status).toBe(201);
      return res.body as { id: number; dashboardToken: string };
    };
    const run = Date.now();
    const shared = `/api/uploads/shared-${run}.png`;
    const own = `/api/uploads/own-${run}.png`;
    const deleted = await withImages('Deleting Dora', [shared, own, own]);
    const kept = await withImages('Keeping Kai', [shared]);
    const seen: Array<{ type: string; data: { quizId: number; imageUrls?: string[] } }> = [];
    await h.bus.subscribe({ topic: TOPICS.quizEvents, groupId: `images-observer-${deleted.id}`, handler: async (e) => void seen.push(e as (typeof seen)[number]) });

    expect((await call(h.baseUrl, 'DELETE', `/api/quizzes/dashboard/${deleted.dashboardToken}`)).status).toBe(204);
    await eventually(async () => expect(seen.find((e) => e.data.quizId === deleted.id)?.data.imageUrls).toEqual([own]));

    expect((await call(h.baseUrl, 'DELETE', `/api/quizzes/dashboard/${kept.dashboardToken}`)).status).toBe(204);
    await eventually(async () => expect(seen.find((e) => e.data.quizId === kept.id)?.data.imageUrls).toEqual([shared]));
  });

  it('When the token is unknown or malformed, then it answers 404 or 400 and deletes nothing', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Kept Kim');
    expect((await call(h.baseUrl, 'DELETE', `/api/quizzes/dashboard/${'Q'.repeat(43)}`)).status).toBe(404);
    expect((await call(h.baseUrl, 'DELETE', '/api/quizzes/dashboard/short')).status).toBe(400);
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}`)).status).toBe(200);
  });
});
