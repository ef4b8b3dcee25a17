import { ATTEMPT_HEADERS, leaderboardPageSchema } from '@quizlink/contracts/attempt';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';
import { call, eventually } from '@quizlink/kit-http/testing';
import { openSse } from '@quizlink/kit-live/testing';
import { answersFor, newTaker, publishQuiz, startTwoServices, type TwoServices } from './two-services.harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let s: TwoServices;
let nextUser = 1000;

beforeAll(async () => {
  s = await startTwoServices('experience');
});
afterAll(async () => {
  await s.close();
});

async function take(quiz: Awaited<ReturnType<typeof publishQuiz>>, picks: number[], userName: string, opts: { startId?: string; essay?: string } = {}) {
  nextUser += 1;
  return call(s.attemptUrl, 'POST', '/api/quiz-attempts', { quizId: quiz.id, userAnswerId: nextUser, userName, startId: opts.startId, ...answersFor(quiz.questions, picks, opts.essay) });
}

describe('a timed quiz across both services', () => {
  it("When a taker starts and submits in time, then the quiz service's limit is applied by the attempt service; late answers get 422", async () => {
    const quiz = await publishQuiz(s, { timeLimit: 60 });
    const taker = await newTaker(s, 'Timed Tia');
    const start = await call(s.attemptUrl, 'POST', '/api/quiz-attempts/starts', { quizId: quiz.id, userAnswerId: taker });
    expect(Date.parse(start.body.deadline) - Date.parse(start.body.startedAt)).toBe(60_000);
    const body = { quizId: quiz.id, userAnswerId: taker, userName: 'Timed Tia', startId: start.body.id, ...answersFor(quiz.questions, [0, 0, 0, 0]) };
    const before = s.now.value;
    s.now.value = new Date(before.getTime() + 71_000);
    try {
      const late = await call(s.attemptUrl, 'POST', '/api/quiz-attempts', body);
      expect(late.status).toBe(422);
    } finally {
      s.now.value = before;
    }
    expect((await call(s.attemptUrl, 'POST', '/api/quiz-attempts', body)).status).toBe(201);
    expect((await call(s.attemptUrl, 'POST', '/api/quiz-attempts', { quizId: quiz.id, userAnswerId: 5, ...answersFor(quiz.questions, [0]) })).status).toBe(400);
  });
});

describe('live updates from the bus', () => {
  it('When a taker submits, then the results stream and (within a second) the dashboard stream hear it', async () => {
    const quiz = await publishQuiz(s);
    const results = await openSse(`${s.attemptUrl}/api/quizzes/${quiz.id}/attempts/live`);
    const dashboard = await openSse(`${s.quizUrl}/api/quizzes/dashboard/${quiz.dashboardToken}/live`);
    try {
      await results.next(LIVE_EVENTS.ready);
      await dashboard.next(LIVE_EVENTS.ready);
      const sent = Date.now();
      const res = await take(quiz, [0, 1, 0, 1], 'Live Lou');
      await results.next(LIVE_EVENTS.attemptSubmitted);
      await dashboard.next(LIVE_EVENTS.attemptSubmitted);
      expect(Date.now() - sent).toBeLessThan(1000);
      const board = await call(s.quizUrl, 'GET', `/api/quizzes/dashboard/${quiz.dashboardToken}`);
      expect(board.body.attempts[0]).toMatchObject({ id: res.body.id, userName: 'Live Lou', percentage: 50 });
      const asTaker = { [ATTEMPT_HEADERS.attemptSecret]: res.body.attemptSecret as string };
      const page = leaderboardPageSchema.parse((await call(s.attemptUrl, 'GET', `/api/quizzes/${quiz.id}/attempts/leaderboard`, undefined, asTaker)).body);
      expect(page.you).toMatchObject({ rank: 1, userName: 'Live Lou', isYou: true });
    } finally {
      results.close();
      dashboard.close();
    }
  });
});

describe('creator-only data', () => {
  it("When the creator asks the attempt service for every attempt with the token, then the quiz service's hash lets them in and nobody else", async () => {
    const quiz = await publishQuiz(s);
    const other = await publishQuiz(s);
    await take(quiz, [0, 0, 0, 0], 'Ann');
    const path = `/api/quizzes/${quiz.id}/attempts`;
    expect((await call(s.attemptUrl, 'GET', path, undefined, { 'x-dashboard-token': quiz.dashboardToken })).body.data).toHaveLength(1);
    expect((await call(s.attemptUrl, 'GET', path, undefined, { 'x-dashboard-token': other.dashboardToken })).status).toBe(403);
    expect((await call(s.attemptUrl, 'GET', path)).status).toBe(401);
  });

  it('When a taker reads anything public or their own results of a quiz whose creator hides the right answers, then no answer key or token is in it', async () => {
    const quiz = await publishQuiz(s, { showCorrectAnswers: false });
    const { body } = await take(quiz, [1, 1, 1, 1], 'Curious Cal');
    const asTaker = { [ATTEMPT_HEADERS.attemptSecret]: body.attemptSecret as string };
    for (const [base, path] of [
      [s.quizUrl, `/api/quizzes/${quiz.id}`],
      [s.quizUrl, `/api/quizzes/code/${quiz.accessCode}`],
      [s.quizUrl, `/api/quizzes/slug/${quiz.urlSlug}`],
      [s.quizUrl, `/api/quizzes/${quiz.id}/questions`],
      [s.attemptUrl, `/api/quiz-attempts/${body.id}`],
      [s.attemptUrl, `/api/quizzes/${quiz.id}/attempts/leaderboard`],
    ] as const) {
      const res = await call(base, 'GET', path, undefined, asTaker);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(quiz.dashboardToken);
      expect(res.text).not.toMatch(/correctAnswers|dashboardTokenHash/);
    }
  });

  it('When the creator shows the right answers (the default), then only the taker’s own submitted results carry them; public reads never do', async () => {
    const quiz = await publishQuiz(s);
    const { body } = await take(quiz, [1, 1, 1, 1], 'Revealed Rita');
    const own = await call(s.attemptUrl, 'GET', `/api/quiz-attempts/${body.id}`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: body.attemptSecret as string });
    expect(own.status).toBe(200);
    expect(own.text).toContain('correctAnswers');
    expect(own.text).not.toContain(quiz.dashboardToken);
    for (const [base, path] of [
      [s.quizUrl, `/api/quizzes/${quiz.id}`],
      [s.quizUrl, `/api/quizzes/${quiz.id}/questions`],
      [s.attemptUrl, `/api/quizzes/${quiz.id}/attempts/leaderboard`],
    ] as const) {
      expect((await call(base, 'GET', path)).text).not.toMatch(/correctAnswers|dashboardTokenHash/);
    }
    // Without the attempt's secret (or the creator's token) the results are not readable at all.
    expect((await call(s.attemptUrl, 'GET', `/api/quiz-attempts/${body.id}`)).status).toBe(401);
  });
});

describe('deleting a quiz reaches the attempt service by event', () => {
  it('When the creator deletes the quiz, then its attempts are deleted in the attempt service too', async () => {
    const quiz = await publishQuiz(s, { imageUrl: '/api/uploads/0123456789abcdef0123456789abcdef.png' });
    const { body } = await take(quiz, [0, 0, 1, 1], 'Bye Bea');
    expect((await call(s.quizUrl, 'DELETE', `/api/quizzes/dashboard/${quiz.dashboardToken}`)).status).toBe(204);
    await eventually(async () => expect((await call(s.attemptUrl, 'GET', `/api/quiz-attempts/${body.id}`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: body.attemptSecret })).status).toBe(404));
    expect((await take(quiz, [0, 0, 0, 0], 'Too Late')).status).toBe(404);
  });

  it('When the clean-up job purges an expired quiz, then its attempts go too and its links answer 410', async () => {
    const quiz = await publishQuiz(s);
    const { body } = await take(quiz, [0, 0, 0, 0], 'Old Olive');
    const before = s.now.value;
    s.now.value = new Date(before.getTime() + 7 * DAY_MS);
    try {
      expect(await s.quiz.purgeExpired()).toBeGreaterThanOrEqual(1);
      await eventually(async () => expect((await call(s.attemptUrl, 'GET', `/api/quiz-attempts/${body.id}`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: body.attemptSecret })).status).toBe(404));
      expect((await call(s.quizUrl, 'GET', `/api/quizzes/code/${quiz.accessCode}`)).status).toBe(410);
      expect((await call(s.attemptUrl, 'GET', `/api/quizzes/${quiz.id}/attempts/leaderboard`)).status).toBe(410);
    } finally {
      s.now.value = before;
    }
  });
});
