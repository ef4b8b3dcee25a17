import { type AttemptSubmittedV1, attemptSubmittedV1Schema, EVENT_TYPES, TOPICS } from '@quizlink/contracts/events';
import { attemptIdSchema } from '@quizlink/contracts/http';
import { call, eventually } from '@quizlink/kit-http/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
const received: AttemptSubmittedV1[] = [];
beforeAll(async () => {
  h = await startAttemptService('events');
  await h.bus.subscribe({
    topic: TOPICS.attemptEvents,
    groupId: 'attempt-events-test',
    handler: async (event) => {
      if (event.type === EVENT_TYPES.attemptSubmitted) received.push(event);
    },
  });
});
afterAll(async () => {
  await h.close();
});

describe('attempt.submitted through the outbox', () => {
  it('When an attempt is stored, then the relay publishes its attempt.submitted event keyed by quiz id', async () => {
    const key = registerQuiz(h);
    const res = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key));
    expect(res.status).toBe(201);

    const event = await eventually(async () => {
      const found = received.find((e) => e.data.attemptId === res.body.id);
      if (!found) throw new Error('event not yet published');
      return found;
    });
    const parsed = attemptSubmittedV1Schema.parse(event);
    expect(parsed.key).toBe(String(key.quizId));
    expect(parsed.data).toMatchObject({ quizId: key.quizId, score: 2, totalQuestions: 3, userName: 'Taker Tom' });
    expect(parsed.data.openEndedAnswers[0]?.userAnswer).toBe('Private-Essay-Text');
  });

  it('When an idempotent retry returns an existing attempt, then no second event is published', async () => {
    const key = registerQuiz(h);
    const headers = { 'Idempotency-Key': 'events-once' };
    const first = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key), headers);
    await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key), headers);
    const sentinel = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key));
    await eventually(async () => {
      if (!received.some((e) => e.data.attemptId === sentinel.body.id)) throw new Error('sentinel not yet published');
    });
    expect(received.filter((e) => e.data.attemptId === first.body.id)).toHaveLength(1);
  });

  it("When attempts are stored one after another, then their ids and their events' ids sort in that order (UUIDv7: each row joins the end of its indexes)", async () => {
    const key = registerQuiz(h);
    const ids: string[] = [];
    for (let taker = 0; taker < 5; taker += 1) {
      const res = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key, { userAnswerId: 900 + taker }));
      expect(res.status).toBe(201);
      ids.push(attemptIdSchema.parse(res.body.id));
    }
    expect([...ids].sort()).toEqual(ids);
    const eventIds = await eventually(async () => {
      const found = ids.map((id) => received.find((e) => e.data.attemptId === id)?.id);
      if (found.some((id) => id === undefined)) throw new Error('events not yet published');
      return found as string[];
    });
    expect([...eventIds].sort()).toEqual(eventIds);
  });

  it('When a submission is rejected, then nothing is written to the outbox', async () => {
    const key = registerQuiz(h);
    const [before] = await h.sequelize.query('SELECT COUNT(*) AS n FROM outbox_events');
    const res = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key, { answers: [{ questionId: 1, userAnswer: 'x' }] }));
    expect(res.status).toBe(400);
    const [after] = await h.sequelize.query('SELECT COUNT(*) AS n FROM outbox_events');
    expect(Number((after as Array<{ n: number }>)[0]!.n)).toBe(Number((before as Array<{ n: number }>)[0]!.n));
  });
});
