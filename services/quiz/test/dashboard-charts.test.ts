import { TOPICS } from '@quizlink/contracts/events';
import { type DashboardResponse, dashboardResponseSchema, SCORE_BANDS } from '@quizlink/contracts/quiz';
import { call, eventually } from '@quizlink/kit-http/testing';
import { attemptEvent, createQuiz, questionsOf, startQuizService, type Harness } from './quiz-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startQuizService('dashboard_charts');
});
afterAll(async () => {
  await h.close();
});

type Quiz = Awaited<ReturnType<typeof createQuiz>>;

async function dashboardWith(quiz: Quiz, attemptCount: number): Promise<DashboardResponse> {
  return eventually(async () => {
    const res = await call(h.baseUrl, 'GET', `/api/quizzes/dashboard/${quiz.dashboardToken}`);
    const body = dashboardResponseSchema.strict().parse(res.body);
    expect(body.stats.attemptCount).toBe(attemptCount);
    return body;
  });
}

/** The creator adds a multiple-choice question at the end (POST /api/questions); its id. */
async function addQuestion(quiz: Quiz): Promise<number> {
  const body = { quizId: quiz.id, text: 'Added later?', type: 'multiple-choice', options: ['Late-Key', 'Never'], correctAnswers: ['Late-Key'] };
  const res = await call(h.baseUrl, 'POST', '/api/questions', body, { 'x-dashboard-token': quiz.dashboardToken });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

/** The event as the attempt service sends it now: naming the questions the attempt was scored on. */
const naming = (event: ReturnType<typeof attemptEvent>, questionIds: number[]) => ({ ...event, data: { ...event.data, questionIds } });

const byId = (dashboard: DashboardResponse, id: number) => dashboard.questions.find((q) => q.questionId === id)!;

describe('the dashboard charts', () => {
  it('When nobody answered yet, then no question was seen, every score band is 0 and no hour has attempts', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Nell');
    const dashboard = await dashboardWith(quiz, 0);
    expect(dashboard.questions.every((q) => q.seenCount === 0 && q.answeredCount === 0)).toBe(true);
    expect(dashboard.questions[0]!.optionCounts.map((o) => o.count)).toEqual([0, 0, 0]);
    expect(dashboard.scoreDistribution).toEqual(SCORE_BANDS.map((band) => ({ ...band, count: 0 })));
    expect(dashboard.attemptsPerHour).toEqual([]);
  });

  it('When people answer, then each option has its count with the right one marked, and scores and hours are counted', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Olga');
    const [first] = await questionsOf(h.baseUrl, quiz.id);
    const pick = (userAnswer: string, isCorrect: boolean) => ({ answers: [{ questionId: first!.id, userAnswer, isCorrect }] });
    const at = new Date('2026-03-01T10:15:00.000Z');
    await h.bus.publish(TOPICS.attemptEvents, [
      attemptEvent(quiz.id, { ...pick('Rome', false), score: 0, totalQuestions: 4, completedAt: at }),
      attemptEvent(quiz.id, { ...pick('Rome', false), score: 2, totalQuestions: 4, completedAt: new Date('2026-03-01T10:45:00.000Z') }),
      attemptEvent(quiz.id, { ...pick('Paris-Secret-Key', true), score: 4, totalQuestions: 4, completedAt: new Date('2026-03-01T12:00:00.000Z') }),
    ]);
    const dashboard = await dashboardWith(quiz, 3);
    expect(byId(dashboard, first!.id).optionCounts).toEqual([
      { option: 'Paris-Secret-Key', count: 1, isCorrect: true },
      { option: 'Rome', count: 2, isCorrect: false },
      { option: 'Oslo', count: 0, isCorrect: false },
    ]);
    expect(dashboard.scoreDistribution.map((b) => b.count)).toEqual([1, 0, 1, 0, 0, 1]);
    expect(dashboard.attemptsPerHour).toEqual([
      { hourStart: '2026-03-01T10:00:00.000Z', count: 2 },
      { hourStart: '2026-03-01T12:00:00.000Z', count: 1 },
    ]);
  });

  it('When a question is added after publishing, then only the attempts that were given it count for it', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Pia');
    const original = (await questionsOf(h.baseUrl, quiz.id)).map((q) => q.id);
    // One attempt from an older event (no questionIds: inferred), one naming its questions.
    await h.bus.publish(TOPICS.attemptEvents, [
      attemptEvent(quiz.id, { score: 4, totalQuestions: 4 }),
      naming(attemptEvent(quiz.id, { score: 4, totalQuestions: 4 }), original),
    ]);
    await dashboardWith(quiz, 2);

    const added = await addQuestion(quiz);
    const later = attemptEvent(quiz.id, { score: 5, totalQuestions: 5, answers: [{ questionId: added, userAnswer: 'Late-Key', isCorrect: true }] });
    await h.bus.publish(TOPICS.attemptEvents, [naming(later, [...original, added])]);
    const dashboard = await dashboardWith(quiz, 3);

    expect(byId(dashboard, added)).toMatchObject({ seenCount: 1, answeredCount: 1, correctCount: 1, correctPercentage: 100 });
    expect(byId(dashboard, original[0]!)).toMatchObject({ seenCount: 3 });
    const [rows] = await h.sequelize.query(`SELECT question_ids_json AS ids FROM dashboard_attempts WHERE quiz_id = ${quiz.id} ORDER BY question_ids_json`);
    expect((rows as Array<{ ids: string | null }>).map((r) => r.ids && JSON.parse(r.ids))).toEqual(expect.arrayContaining([null, original]));
  });
});
