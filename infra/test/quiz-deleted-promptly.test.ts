/**
 * Issue 10, point 9: a submission right after the creator deletes the quiz is refused. The attempt
 * service learns of the deletion only from quiz.deleted, so the quiz service publishes it at once
 * instead of at its outbox relay's next poll. The relay here polls once a minute: without the prompt
 * publish, submissions would keep being accepted for that long.
 */
import { call, eventually } from '@quizlink/kit-http/testing';
import { answersFor, publishQuiz, startTwoServices, type TwoServices } from './two-services.harness.ts';

let s: TwoServices;
let nextUser = 5000;

beforeAll(async () => {
  s = await startTwoServices('deleted_promptly', { quizOutboxIntervalMs: 60_000 });
});
afterAll(async () => {
  await s.close();
});

async function take(quiz: Awaited<ReturnType<typeof publishQuiz>>, userName: string) {
  nextUser += 1;
  return call(s.attemptUrl, 'POST', '/api/quiz-attempts', { quizId: quiz.id, userAnswerId: nextUser, userName, ...answersFor(quiz.questions, [0, 0, 0, 0]) });
}

describe('a deleted quiz takes no more answers', () => {
  it('When the creator deletes a quiz whose answer key the attempt service has cached, then submissions are refused within a second, long before the next outbox poll', async () => {
    const quiz = await publishQuiz(s);
    expect((await take(quiz, 'Early Eve')).status).toBe(201);
    expect((await call(s.quizUrl, 'DELETE', `/api/quizzes/dashboard/${quiz.dashboardToken}`)).status).toBe(204);
    const deletedAt = Date.now();
    await eventually(async () => expect((await take(quiz, 'Late Lou')).status).toBe(404), 5_000);
    expect(Date.now() - deletedAt).toBeLessThan(5_000);
  });
});
