/**
 * A question added to a live quiz (POST /api/questions on the quiz service) is scored by the attempt
 * service, which had cached the quiz's answer key for an earlier attempt: the quiz.questions-changed
 * event drops that key, and a submission naming a question the key lacks reads it again first.
 */
import { ATTEMPT_HEADERS, attemptDetailSchema } from '@quizlink/contracts/attempt';
import { dashboardResponseSchema, type PublicQuestion, publicQuestionSchema } from '@quizlink/contracts/quiz';
import { call, eventually } from '@quizlink/kit-http/testing';
import { answersFor, publishQuiz, startTwoServices, type TwoServices } from './two-services.harness.ts';

let s: TwoServices;
let nextUser = 2000;

beforeAll(async () => {
  s = await startTwoServices('question_added');
});
afterAll(async () => {
  await s.close();
});

type Quiz = Awaited<ReturnType<typeof publishQuiz>>;
type GrownQuiz = Omit<Quiz, 'questions'> & { questions: PublicQuestion[] };

async function take(quiz: Quiz | GrownQuiz, picks: number[], userName: string) {
  nextUser += 1;
  const res = await call(s.attemptUrl, 'POST', '/api/quiz-attempts', { quizId: quiz.id, userAnswerId: nextUser, userName, ...answersFor(quiz.questions, picks) });
  expect(res.status).toBe(201);
  return { ...(await readAsTaker(res.body)), attemptSecret: res.body.attemptSecret as string };
}

/** The stored attempt, read as its taker does: with the secret its submission returned. */
async function readAsTaker(created: { id: string; attemptSecret: string }) {
  const res = await call(s.attemptUrl, 'GET', `/api/quiz-attempts/${created.id}`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: created.attemptSecret });
  return attemptDetailSchema.parse(res.body);
}

/** The creator adds "Five?" (correct: its first option, like the harness's questions) at `order`; the quiz's questions are read again. */
async function addFifthChoice(quiz: Quiz, order: number): Promise<{ quiz: GrownQuiz; addedId: number }> {
  const res = await call(
    s.quizUrl,
    'POST',
    '/api/questions',
    { quizId: quiz.id, text: 'Five?', type: 'multiple-choice', options: ['5-Key', 'cinco'], correctAnswers: ['5-Key'], order },
    { 'x-dashboard-token': quiz.dashboardToken },
  );
  expect(res.status).toBe(201);
  const questions = publicQuestionSchema.array().parse((await call(s.quizUrl, 'GET', `/api/quizzes/${quiz.id}/questions`)).body);
  return { quiz: { ...quiz, questions }, addedId: res.body.id as number };
}

describe('a question added after the first attempt', () => {
  it('When a taker answers it in the next attempt, then the attempt service scores it although it cached the key before', async () => {
    const quiz = await publishQuiz(s);
    expect(await take(quiz, [0, 0, 0, 0], 'First Fay')).toMatchObject({ score: 4, totalQuestions: 4 });

    const { quiz: grown, addedId } = await addFifthChoice(quiz, 0);
    expect(grown.questions.map((q) => [q.order, q.text])).toEqual([[0, 'Five?'], [1, 'One?'], [2, 'Two?'], [3, 'Three?'], [4, 'Four?'], [5, 'Say something']]);

    const second = await take(grown, [0, 0, 0, 0, 1], 'Second Sol');
    expect(second).toMatchObject({ score: 4, totalQuestions: 5 });
    expect(second.answers.find((a) => a.questionId === addedId)).toMatchObject({ userAnswer: '5-Key', isCorrect: true });

    const dashboard = await eventually(async () => {
      const body = dashboardResponseSchema.parse((await call(s.quizUrl, 'GET', `/api/quizzes/dashboard/${quiz.dashboardToken}`)).body);
      expect(body.stats.attemptCount).toBe(2);
      return body;
    });
    expect(dashboard.questionCount).toBe(6);
    // Only the second attempt was given it: the first does not count as having missed it.
    expect(dashboard.questions.find((q) => q.questionId === addedId)).toMatchObject({ order: 0, answeredCount: 1, correctCount: 1, seenCount: 1, correctPercentage: 100 });
    expect(dashboard.questions.find((q) => q.text === 'One?')).toMatchObject({ seenCount: 2 });
    // The attempt service's event named the questions each attempt was scored on.
    const [rows] = await s.quizDb.query(`SELECT question_ids_json AS ids FROM dashboard_attempts WHERE quiz_id = ${quiz.id}`);
    expect((rows as Array<{ ids: string }>).map((r) => (JSON.parse(r.ids) as number[]).length).toSorted()).toEqual([5, 6]);
  });

  it('When the event has reached the attempt service, then a taker who skips the new question still has it in the total', async () => {
    const quiz = await publishQuiz(s);
    const first = await take(quiz, [0, 0, 0, 0], 'Early Eli');
    const { quiz: grown, addedId } = await addFifthChoice(quiz, 99);
    expect(grown.questions.at(-1)).toMatchObject({ id: addedId, order: 5 });

    // A submission that skips the new question does not make the service re-read the key: only
    // quiz.questions-changed drops the old one, so the total counts the new question once the event is in.
    const skipped = quiz.questions.filter((q) => q.type === 'multiple-choice').map((q) => ({ questionId: q.id, userAnswer: q.options[0]! }));
    await eventually(async () => {
      nextUser += 1;
      const res = await call(s.attemptUrl, 'POST', '/api/quiz-attempts', { quizId: quiz.id, userAnswerId: nextUser, userName: 'Skipping Sam', answers: skipped });
      expect(res.status).toBe(201);
      expect(await readAsTaker(res.body)).toMatchObject({ score: 4, totalQuestions: 5 });
    });

    // Verify judges only what an attempt submitted: the first taker's own answer, never the new question.
    const own = first.answers[0]!;
    const asFirst = { [ATTEMPT_HEADERS.attemptSecret]: first.attemptSecret };
    expect((await call(s.attemptUrl, 'POST', `/api/questions/${own.questionId}/verify`, { answer: own.userAnswer }, asFirst)).body).toEqual({ isCorrect: true });
    expect((await call(s.attemptUrl, 'POST', `/api/questions/${addedId}/verify`, { answer: '5-Key' }, asFirst)).status).toBe(403);
  });
});
