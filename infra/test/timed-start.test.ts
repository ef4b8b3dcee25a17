/**
 * A timed quiz's clock cannot be dodged, across both services: its questions are not in any public
 * read, only in its start; a start needs a user id the quiz service issued; a taker has one start per
 * quiz, whatever they reload or retry.
 */
import { ATTEMPT_ERRORS, attemptStartSchema } from '@quizlink/contracts/attempt';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { answersFor, newTaker, publishQuiz, startTwoServices, type TwoServices } from './two-services.harness.ts';

let s: TwoServices;
beforeAll(async () => {
  s = await startTwoServices('timed_start');
});
afterAll(async () => {
  await s.close();
});

const start = (quizId: number, userAnswerId: number) => call(s.attemptUrl, 'POST', '/api/quiz-attempts/starts', { quizId, userAnswerId });

describe('a timed quiz hands out its questions only with a start', () => {
  it("When anyone reads a timed quiz before starting, then they get its metadata and no question; the start hands the questions out, without answers", async () => {
    const quiz = await publishQuiz(s, { timeLimit: 120 });
    for (const path of [`/api/quizzes/${quiz.id}`, `/api/quizzes/code/${quiz.accessCode}`, `/api/quizzes/slug/${quiz.urlSlug}`]) {
      const read = await call(s.quizUrl, 'GET', path);
      expect(read.body).toMatchObject({ timeLimit: 120, questionCount: 5 });
      expect(read.text).not.toContain('One?');
    }
    const questions = await call(s.quizUrl, 'GET', `/api/quizzes/${quiz.id}/questions`);
    expect(questions.status).toBe(403);
    expect(questions.body.error.code).toBe(QUIZ_ERRORS.quizQuestionsComeWithStart.code);

    const started = await start(quiz.id, await newTaker(s));
    expect(started.status).toBe(201);
    const body = attemptStartSchema.strict().parse(started.body);
    expect(body.questions.map((q) => q.text)).toEqual(['One?', 'Two?', 'Three?', 'Four?', 'Say something']);
    expect(started.text).not.toContain('correctAnswers');
    expect(started.text).not.toContain('1-Key"]');
  });

  it('When an untimed quiz is read, then its questions are public as before', async () => {
    const quiz = await publishQuiz(s);
    const questions = await call(s.quizUrl, 'GET', `/api/quizzes/${quiz.id}/questions`);
    expect(questions.status).toBe(200);
    expect(questions.body).toHaveLength(5);
  });
});

describe('a start needs a real taker, once per quiz', () => {
  it('When the user id was made up, then the start is refused with 404 user.not_found in the common shape', async () => {
    const quiz = await publishQuiz(s, { timeLimit: 120 });
    const real = await newTaker(s);
    const res = await start(quiz.id, real + 50_000);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.userNotFound.code, requestId: expect.any(String) });
    expect(res.text).not.toContain('One?');
  });

  it('When the taker starts again later, even after submitting, then the same start and deadline come back and a second submission is refused', async () => {
    const quiz = await publishQuiz(s, { timeLimit: 120 });
    const taker = await newTaker(s, 'Once Otto');
    const first = await start(quiz.id, taker);
    const before = s.now.value;
    s.now.value = new Date(before.getTime() + 60_000);
    try {
      const again = await start(quiz.id, taker);
      expect(again.body).toMatchObject({ id: first.body.id, deadline: first.body.deadline, startedAt: first.body.startedAt });
      const body = { quizId: quiz.id, userAnswerId: taker, userName: 'Once Otto', startId: first.body.id, ...answersFor(quiz.questions, [0, 0, 0, 0]) };
      expect((await call(s.attemptUrl, 'POST', '/api/quiz-attempts', body)).status).toBe(201);
      const afterSubmit = await start(quiz.id, taker);
      expect(afterSubmit.body).toMatchObject({ id: first.body.id, deadline: first.body.deadline });
      const twice = await call(s.attemptUrl, 'POST', '/api/quiz-attempts', body);
      expect(twice.status).toBe(409);
      expect(twice.body.error.code).toBe(ATTEMPT_ERRORS.attemptAlreadySubmitted.code);
    } finally {
      s.now.value = before;
    }
  });
});
