import { randomUUID } from 'node:crypto';
import { EVENT_TYPES, TOPICS } from '@quizlink/contracts/events';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { call, eventually } from '@quizlink/kit-http/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('deleted_quiz');
});
afterAll(async () => {
  await h.close();
});

const submit = (body: unknown) => call(h.baseUrl, 'POST', '/api/quiz-attempts', body);
const start = (quizId: number, userAnswerId: number) => call(h.baseUrl, 'POST', '/api/quiz-attempts/starts', { quizId, userAnswerId });
const count = async (sql: string): Promise<number> => {
  const [rows] = await h.sequelize.query(sql);
  return Number((rows as Array<{ n: number | string }>)[0]!.n);
};

async function deliverDeletion(quizId: number): Promise<void> {
  const at = new Date().toISOString();
  await h.bus.publish(TOPICS.quizEvents, [
    { id: randomUUID(), type: EVENT_TYPES.quizDeleted, version: 1, occurredAt: at, key: String(quizId), data: { quizId, reason: 'creator', deletedAt: at, imageUrls: [] } },
  ]);
}

describe('a submission after the quiz was deleted', () => {
  it('When the deletion arrived but the answer key is still served or cached (a read racing the event), then a submission and a start answer 404 and nothing is stored', async () => {
    const key = registerQuiz(h);
    expect((await submit(submission(key, { userAnswerId: 31 }))).status).toBe(201);
    // The fake quiz service keeps serving the key: as a read that raced the event and cached it again would.
    await deliverDeletion(key.quizId);
    await eventually(async () => expect(await count(`SELECT COUNT(*) AS n FROM attempts WHERE quiz_id = ${key.quizId}`)).toBe(0));

    const late = await submit(submission(key, { userAnswerId: 32 }));
    expect(late.status).toBe(404);
    expect(late.body.error).toMatchObject({ code: QUIZ_ERRORS.quizNotFound.code, requestId: expect.any(String) });
    const lateStart = await start(key.quizId, 33);
    expect(lateStart.status).toBe(404);
    expect(lateStart.body.error.code).toBe(QUIZ_ERRORS.quizNotFound.code);
    expect(await count(`SELECT COUNT(*) AS n FROM attempts WHERE quiz_id = ${key.quizId}`)).toBe(0);
    expect(await count(`SELECT COUNT(*) AS n FROM attempt_starts WHERE quiz_id = ${key.quizId}`)).toBe(0);
  });

  it('When the same deletion is delivered twice, then the second finds the tombstone and changes nothing', async () => {
    const key = registerQuiz(h);
    await deliverDeletion(key.quizId);
    await deliverDeletion(key.quizId);
    await eventually(async () => expect(await count(`SELECT COUNT(*) AS n FROM deleted_quizzes WHERE quiz_id = ${key.quizId}`)).toBe(1));
    expect((await submit(submission(key, { userAnswerId: 34 }))).status).toBe(404);
  });

  it('When another quiz is deleted, then this quiz still takes submissions', async () => {
    const kept = registerQuiz(h);
    const gone = registerQuiz(h);
    await deliverDeletion(gone.quizId);
    await eventually(async () => expect(await count(`SELECT COUNT(*) AS n FROM deleted_quizzes WHERE quiz_id = ${gone.quizId}`)).toBe(1));
    expect((await submit(submission(kept, { userAnswerId: 35 }))).status).toBe(201);
  });
});
