import { ATTEMPT_ERRORS, ATTEMPT_HEADERS, publicLiveAttemptSchema } from '@quizlink/contracts/attempt';
import { EVENT_TYPES, TOPICS } from '@quizlink/contracts/events';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';
import { randomUUID } from 'node:crypto';
import { call, eventually } from '@quizlink/kit-http/testing';
import { openSse } from '@quizlink/kit-live/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('live_verify');
});
afterAll(async () => {
  await h.close();
});

const submit = (body: unknown) => call(h.baseUrl, 'POST', '/api/quiz-attempts', body);

describe('GET /api/quizzes/{id}/attempts/live', () => {
  it('When someone submits, then open results pages of that quiz hear it (from the bus) without any answers', async () => {
    const key = registerQuiz(h);
    const stream = await openSse(`${h.baseUrl}/api/quizzes/${key.quizId}/attempts/live`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      await stream.next(LIVE_EVENTS.ready);
      const res = await submit(submission(key));
      const pushed = publicLiveAttemptSchema.strict().parse(JSON.parse((await stream.next(LIVE_EVENTS.attemptSubmitted)).data));
      expect(pushed).toMatchObject({ quizId: key.quizId });
      expect(JSON.stringify(stream.events)).not.toMatch(/Taker Tom|Right-One|Private-Essay-Text/);
      // Nothing that opens an attempt goes out on the public stream.
      expect(JSON.stringify(stream.events)).not.toContain(res.body.id);
      expect(JSON.stringify(stream.events)).not.toContain(res.body.attemptSecret);
    } finally {
      stream.close();
    }
  });

  it('When the quiz is unknown, then it answers 404 instead of a stream', async () => {
    const res = await call(h.baseUrl, 'GET', '/api/quizzes/454545/attempts/live');
    expect(res.status).toBe(404);
  });
});

describe('POST /api/questions/{id}/verify', () => {
  const verify = (questionId: number, body: unknown, secret?: string) =>
    call(h.baseUrl, 'POST', `/api/questions/${questionId}/verify`, body, secret ? { [ATTEMPT_HEADERS.attemptSecret]: secret } : {});

  it('When the caller proves their attempt with its secret, then the answers it submitted are judged', async () => {
    const key = registerQuiz(h);
    const { body } = await submit(submission(key));
    const [q1, q2, q3] = key.questions;
    expect((await verify(q1!.id, { answer: 'Right-One' }, body.attemptSecret)).body).toEqual({ isCorrect: true });
    expect((await verify(q2!.id, { answer: ['Right-Two'], attemptId: body.id }, body.attemptSecret)).body).toEqual({ isCorrect: true });
    expect((await verify(q3!.id, { answer: 'Wrong-Answer-Given' }, body.attemptSecret)).body).toEqual({ isCorrect: false });
  });

  it('When the caller has no secret, an unknown one, or one of another quiz, then it answers 403 and judges nothing', async () => {
    const key = registerQuiz(h);
    const other = registerQuiz(h);
    const { body } = await submit(submission(other));
    for (const secret of [undefined, 'made-up-secret', body.attemptSecret]) {
      const res = await verify(key.questions[0]!.id, { answer: 'Right-One' }, secret);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe(ATTEMPT_ERRORS.questionVerifyForbidden.code);
      expect(res.text).not.toContain('isCorrect');
    }
  });

  it('When the body or the id is bad, then it answers 400', async () => {
    expect((await verify(1, {})).status).toBe(400);
    expect((await verify(1, { answer: 'x', attemptId: 'nope' })).status).toBe(400);
    expect((await call(h.baseUrl, 'POST', '/api/questions/abc/verify', { answer: 'x' })).status).toBe(400);
  });
});

describe('quiz.deleted', () => {
  it("When a quiz is deleted, then its attempts, starts and board go, and its key is no longer cached", async () => {
    const key = registerQuiz(h);
    const stream = await openSse(`${h.baseUrl}/api/quizzes/${key.quizId}/attempts/live`);
    try {
      const { body } = await submit(submission(key));
      await call(h.baseUrl, 'POST', '/api/quiz-attempts/starts', { quizId: key.quizId, userAnswerId: 3 });
      h.quizService.keys.delete(key.quizId);
      const at = new Date().toISOString();
      await h.bus.publish(TOPICS.quizEvents, [
        { id: randomUUID(), type: EVENT_TYPES.quizDeleted, version: 1, occurredAt: at, key: String(key.quizId), data: { quizId: key.quizId, reason: 'creator', deletedAt: at, imageUrls: [] } },
      ]);
      const ownSecret = { [ATTEMPT_HEADERS.attemptSecret]: body.attemptSecret as string };
      await eventually(async () => expect((await call(h.baseUrl, 'GET', `/api/quiz-attempts/${body.id}`, undefined, ownSecret)).status).toBe(404));
      const [starts] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM attempt_starts WHERE quiz_id = ${key.quizId}`);
      expect(Number((starts as Array<{ n: number }>)[0]!.n)).toBe(0);
      expect((await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard`)).status).toBe(404);
      expect((await submit(submission(key))).status).toBe(404);
      await stream.next(LIVE_EVENTS.quizDeleted);
    } finally {
      stream.close();
    }
  });
});
