import { ATTEMPT_ERRORS, ATTEMPT_HEADERS } from '@quizlink/contracts/attempt';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { call } from '@quizlink/kit-http/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('idempotency');
});
afterAll(async () => {
  await h.close();
});

const submit = (body: unknown, key?: string) =>
  call(h.baseUrl, 'POST', '/api/quiz-attempts', body, key === undefined ? {} : { 'Idempotency-Key': key });

async function attemptRows(quizId: number): Promise<number> {
  const [rows] = await h.sequelize.query(`SELECT COUNT(*) AS n FROM attempts WHERE quiz_id = ${quizId}`);
  return Number((rows as Array<{ n: number }>)[0]!.n);
}

describe('Idempotency-Key on POST /api/quiz-attempts', () => {
  it('When the same submission is retried with the same key, then the same id comes back and one attempt exists', async () => {
    const key = registerQuiz(h);
    const first = await submit(submission(key), 'submit-1');
    const retry = await submit(submission(key), 'submit-1');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await attemptRows(key.quizId)).toBe(1);
  });

  it('When a submission is replayed with its key, then the replay carries a fresh secret that opens the attempt and the old one stops working', async () => {
    const key = registerQuiz(h);
    const first = await submit(submission(key), 'replay-secret');
    const retry = await submit(submission(key), 'replay-secret');
    expect(retry.body.attemptSecret).toEqual(expect.any(String));
    expect(retry.body.attemptSecret).not.toBe(first.body.attemptSecret);
    const read = (secret: string) => call(h.baseUrl, 'GET', `/api/quiz-attempts/${first.body.id}`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: secret });
    expect((await read(retry.body.attemptSecret)).status).toBe(200);
    expect((await read(first.body.attemptSecret)).status).toBe(404);
  });

  it('When many copies race with one key, then they all get one id and one attempt is stored', async () => {
    const key = registerQuiz(h);
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(submission(key), 'racing-key')));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await attemptRows(key.quizId)).toBe(1);
    // Each copy got a secret; the one stored last (rotation) opens the attempt: a client always holds a working one after its last reply.
    const opens = await Promise.all(
      results.map(async (r) => (await call(h.baseUrl, 'GET', `/api/quiz-attempts/${r.body.id}`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: r.body.attemptSecret })).status),
    );
    expect(opens.filter((status) => status === 200)).toHaveLength(1);
  });

  it('When two users send the same key, or no key is sent, then each submission is its own attempt', async () => {
    const key = registerQuiz(h);
    const a = await submit(submission(key, { userAnswerId: 1 }), 'shared');
    const b = await submit(submission(key, { userAnswerId: 2 }), 'shared');
    const c = await submit(submission(key, { userAnswerId: 1 }));
    const d = await submit(submission(key, { userAnswerId: 1 }));
    expect(new Set([a.body.id, b.body.id, c.body.id, d.body.id]).size).toBe(4);
    expect(await attemptRows(key.quizId)).toBe(4);
  });

  it('When keys differ only by case, then they are different keys', async () => {
    const key = registerQuiz(h);
    const lower = await submit(submission(key), 'case-key');
    const upper = await submit(submission(key), 'CASE-KEY');
    expect(upper.body.id).not.toBe(lower.body.id);
  });

  it('When a key is reused for another quiz, then it answers 409', async () => {
    const first = registerQuiz(h);
    const second = registerQuiz(h);
    expect((await submit(submission(first), 'reused')).status).toBe(201);
    const res = await submit(submission(second), 'reused');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe(ATTEMPT_ERRORS.attemptIdempotencyKeyReused.code);
    expect(await attemptRows(second.quizId)).toBe(0);
  });

  it.each([
    ['too long', 'k'.repeat(129)],
    ['blank', '   '],
  ])('When the key is %s, then it answers 400', async (_label, value) => {
    const key = registerQuiz(h);
    const res = await submit(submission(key), value);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(HTTP_ERRORS.requestInvalid.code);
  });
});

describe('the index that keeps one attempt per (taker, key)', () => {
  type IndexInfo = { name: string; unique: boolean; fields: Array<{ attribute: string }> };

  it('When the schema is migrated, then the rule is a unique index led by the key, so time-ordered keys add each entry at its end', async () => {
    const indexes = (await h.sequelize.getQueryInterface().showIndex('attempts')) as IndexInfo[];
    const columnsOf = (index: IndexInfo) => index.fields.map((field) => field.attribute);
    const uniqueOnKey = indexes.filter((index) => index.unique && columnsOf(index).includes('idempotency_key'));

    expect(uniqueOnKey.map(columnsOf)).toEqual([['idempotency_key', 'user_answer_id']]);
  });

  it('When takers send time-ordered keys one after another, then each submission is stored and a replay of an earlier one still finds it', async () => {
    const key = registerQuiz(h);
    const keys = ['01a227b0-1939-76cd-98e0-6414cae791ca', '01a227b0-193a-7000-8000-000000000001', '01a227b0-193b-7000-8000-000000000002'];
    const ids: string[] = [];
    for (const [index, value] of keys.entries()) ids.push((await submit(submission(key, { userAnswerId: 90 + index }), value)).body.id);
    const replay = await submit(submission(key, { userAnswerId: 90 }), keys[0]);

    expect(new Set(ids).size).toBe(keys.length);
    expect(replay.body.id).toBe(ids[0]);
    expect(await attemptRows(key.quizId)).toBe(keys.length);
  });
});
