import { leaderboardPageSchema } from '@quizlink/contracts';
import { call } from '@quizlink/kit-http/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('leaderboard');
});
afterAll(async () => {
  await h.close();
});

type Key = ReturnType<typeof registerQuiz>;

/** Submits an attempt with `correct` right answers (0–3) at the service clock's current time. */
async function attemptWith(key: Key, correct: number, userName: string, at: Date): Promise<string> {
  const [q1, q2, q3] = key.questions;
  const right = ['Right-One', 'Right-Two', 'Right-Three'];
  const answers = [q1!, q2!, q3!].map((q, i) => ({ questionId: q.id, userAnswer: i < correct ? right[i]! : 'Nope' }));
  h.now.value = at;
  const res = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key, { userName, answers, userAnswerId: Math.floor(Math.random() * 1e6) + 1 }));
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const page = (quizId: number, query = '') => call(h.baseUrl, 'GET', `/api/quizzes/${quizId}/attempts/leaderboard${query}`);

describe('GET /api/quizzes/{id}/attempts/leaderboard', () => {
  it('When a taker opens results, then they get the top rows and their own rank, ties going to the earlier', async () => {
    const key = registerQuiz(h);
    const t0 = h.now.value.getTime();
    const at = (s: number) => new Date(t0 + s * 1000);
    const ids: Record<string, string> = {};
    // name → correct answers, in submission order
    for (const [i, [name, correct]] of ([['Ann', 2], ['Bo', 3], ['Cy', 2], ['Di', 0], ['Ed', 3], ['Flo', 1]] as const).entries()) {
      ids[name] = await attemptWith(key, correct, name, at(i));
    }
    h.now.value = at(60);
    const res = await page(key.quizId, `?attemptId=${ids.Cy}&limit=3`);
    expect(res.status).toBe(200);
    const body = leaderboardPageSchema.strict().parse(res.body);
    expect(body.total).toBe(6);
    expect(body.top.map((e) => [e.rank, e.userName])).toEqual([[1, 'Bo'], [2, 'Ed'], [3, 'Ann']]);
    expect(body.you).toMatchObject({ id: ids.Cy, rank: 4, userName: 'Cy', score: 2, totalQuestions: 3 });
    expect((await page(key.quizId, `?attemptId=${ids.Di}`)).body.you.rank).toBe(6);
    for (const secret of ['Private-Essay-Text', 'Right-One', 'Nope', 'answers']) expect(res.text).not.toContain(secret);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('When many attempts exist, then every rank matches a full sort by ratio then time', async () => {
    const key = registerQuiz(h);
    const t0 = h.now.value.getTime();
    const made: Array<{ id: string; correct: number; order: number }> = [];
    for (let i = 0; i < 25; i += 1) {
      const correct = (i * 7) % 4;
      made.push({ id: await attemptWith(key, correct, `T${i}`, new Date(t0 + i * 1000)), correct, order: i });
    }
    const expected = made.toSorted((a, b) => b.correct - a.correct || a.order - b.order).map((m) => m.id);
    const top = (await page(key.quizId, '?limit=100')).body.top.map((e: { id: string }) => e.id);
    expect(top).toEqual(expected);
    for (const probe of [made[3]!, made[17]!, made[24]!]) {
      expect((await page(key.quizId, `?attemptId=${probe.id}&limit=1`)).body.you.rank).toBe(expected.indexOf(probe.id) + 1);
    }
  });

  it("When the attempt id belongs to another quiz, then the board shows no 'you' row", async () => {
    const key = registerQuiz(h);
    const other = registerQuiz(h);
    const theirs = await attemptWith(other, 1, 'Elsewhere', h.now.value);
    expect((await page(key.quizId, `?attemptId=${theirs}`)).body.you).toBeNull();
  });

  it('When the query is bad or the quiz unknown, then it answers 400 or 404', async () => {
    const key = registerQuiz(h);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?attemptId=nope']) expect((await page(key.quizId, query)).status).toBe(400);
    expect((await page(777_777)).status).toBe(404);
  });
});
