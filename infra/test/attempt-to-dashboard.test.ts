/**
 * Quiz and attempt services wired together the way the platform runs them: the attempt service asks
 * the quiz service for answer keys over HTTP, and both share ONE event bus (in-process by default,
 * Kafka when KAFKA_BROKERS is set, with a topic prefix of this file's own).
 */
import { randomUUID } from 'node:crypto';
import { type AttemptSubmittedV1, EVENT_TYPES, TOPICS } from '@quizlink/contracts/events';
import { dashboardResponseSchema, type PublicQuestion, publicQuestionSchema } from '@quizlink/contracts/quiz';
import { call, eventually } from '@quizlink/kit-http/testing';
import { startTwoServices, type TwoServices } from './two-services.harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let s: TwoServices;
const seen: AttemptSubmittedV1[] = [];

beforeAll(async () => {
  s = await startTwoServices('dashboard');
  // A second consumer group sees the same events, so the test can replay one exactly as delivered.
  await s.bus.subscribe({ topic: TOPICS.attemptEvents, groupId: `observer-${randomUUID()}`, handler: async (event) => void (event.type === EVENT_TYPES.attemptSubmitted && seen.push(event)) });
});

afterAll(async () => {
  await s.close();
});

const mc = (text: string, options: string[], correct: string) => ({ text, type: 'multiple-choice', options, correctAnswers: [correct] });

type PublishedQuiz = { id: number; accessCode: string; urlSlug: string; dashboardToken: string; questions: PublicQuestion[] };

async function publishQuiz(): Promise<PublishedQuiz> {
  const user = await call(s.quizUrl, 'POST', '/api/users', { username: 'Creator Cleo' });
  const created = await call(s.quizUrl, 'POST', '/api/quizzes', {
    creatorId: user.body.id,
    creatorName: 'Creator Cleo',
    questions: [
      mc('One?', ['1', 'uno'], '1'),
      mc('Two?', ['2', 'dos'], '2'),
      mc('Three?', ['3', 'tres'], '3'),
      mc('Four?', ['4', 'cuatro'], '4'),
      { text: 'Say something', type: 'open-ended' },
    ],
  });
  expect(created.status).toBe(201);
  const questions = await call(s.quizUrl, 'GET', `/api/quizzes/${created.body.id}/questions`);
  expect(questions.text).not.toContain('correctAnswers');
  return { ...(created.body as Omit<PublishedQuiz, 'questions'>), questions: publicQuestionSchema.array().parse(questions.body) };
}

/** Picks option index `pick` for every multiple-choice question (0 is the correct one above). */
function answersFor(questions: PublicQuestion[], picks: number[]) {
  const choice = questions.filter((q) => q.type === 'multiple-choice');
  return choice.map((q, i) => ({ questionId: q.id, userAnswer: q.options[picks[i] ?? 1]!, isCorrect: true }));
}

async function dashboardStats(token: string, attemptCount: number) {
  const res = await call(s.quizUrl, 'GET', `/api/quizzes/dashboard/${token}`);
  expect(res.status).toBe(200);
  const dashboard = dashboardResponseSchema.parse(res.body);
  expect(dashboard.stats.attemptCount).toBe(attemptCount);
  return dashboard.stats;
}

describe('an attempt reaches the creator dashboard', () => {
  it('When a taker submits through the attempt service, then the quiz dashboard counts the server-scored attempt', async () => {
    const quiz = await publishQuiz();
    const essay = quiz.questions.find((q) => q.type === 'open-ended')!;
    const submitted = await call(s.attemptUrl, 'POST', '/api/quiz-attempts', {
      quizId: quiz.id,
      userAnswerId: 1,
      userName: 'Taker Tia',
      score: 4,
      totalQuestions: 4,
      answers: answersFor(quiz.questions, [0, 0, 0, 1]),
      openEndedAnswers: [{ questionId: essay.id, userAnswer: 'Hello', questionIndex: 4 }],
    });
    expect(submitted.status).toBe(201);

    const stats = await eventually(() => dashboardStats(quiz.dashboardToken, 1));
    expect(stats).toEqual({ attemptCount: 1, averageScore: 75, topScore: 75 });
    const board = await call(s.attemptUrl, 'GET', `/api/quizzes/${quiz.id}/attempts`, undefined, { 'x-dashboard-token': quiz.dashboardToken });
    expect(board.body.data).toEqual([expect.objectContaining({ id: submitted.body.id, score: 3, totalQuestions: 4 })]);
  });

  it('When the same event is delivered again, or a submission is retried with its key, then the dashboard counts it once', async () => {
    const quiz = await publishQuiz();
    const headers = { 'Idempotency-Key': `retry-${randomUUID()}` };
    const body = { quizId: quiz.id, userAnswerId: 2, userName: 'Retry Rob', answers: answersFor(quiz.questions, [0, 0, 1, 1]) };
    const first = await call(s.attemptUrl, 'POST', '/api/quiz-attempts', body, headers);
    const retry = await call(s.attemptUrl, 'POST', '/api/quiz-attempts', body, headers);
    expect(retry.body.id).toBe(first.body.id);
    await eventually(() => dashboardStats(quiz.dashboardToken, 1));

    const delivered = await eventually(async () => {
      const event = seen.find((e) => e.data.attemptId === first.body.id);
      if (!event) throw new Error('event not seen yet');
      return event;
    });
    await s.bus.publish(TOPICS.attemptEvents, [delivered, delivered]);

    // A later attempt on the same quiz travels behind the duplicates (same key, same partition).
    const sentinel = await call(s.attemptUrl, 'POST', '/api/quiz-attempts', {
      quizId: quiz.id,
      userAnswerId: 3,
      userName: 'Later Lu',
      answers: answersFor(quiz.questions, [0, 0, 0, 0]),
    });
    expect(sentinel.status).toBe(201);
    const stats = await eventually(() => dashboardStats(quiz.dashboardToken, 2));
    expect(stats).toEqual({ attemptCount: 2, averageScore: 75, topScore: 100 });
    const [rows] = await s.quizDb.query(`SELECT COUNT(*) AS n FROM dashboard_attempts WHERE quiz_id = ${Number(quiz.id)}`);
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(2);
  });

  it('When the quiz has expired, then both services refuse it with 410', async () => {
    const quiz = await publishQuiz();
    const started = s.now.value;
    s.now.value = new Date(started.getTime() + 7 * DAY_MS);
    try {
      const submitted = await call(s.attemptUrl, 'POST', '/api/quiz-attempts', { quizId: quiz.id, userAnswerId: 4, answers: [] });
      expect(submitted.status).toBe(410);
      expect((await call(s.quizUrl, 'GET', `/api/quizzes/${quiz.id}`)).status).toBe(410);
    } finally {
      s.now.value = started;
    }
  });
});
