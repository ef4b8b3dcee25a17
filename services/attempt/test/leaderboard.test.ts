import { ATTEMPT_HEADERS, leaderboardPageSchema } from '@quizlink/contracts/attempt';
import { QueryTypes } from 'sequelize';
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

/** Submits an attempt with `correct` right answers (0–3) at the service clock's current time; gives its secret. */
async function attemptWith(key: Key, correct: number, userName: string, at: Date): Promise<string> {
  const [q1, q2, q3] = key.questions;
  const right = ['Right-One', 'Right-Two', 'Right-Three'];
  const answers = [q1!, q2!, q3!].map((q, i) => ({ questionId: q.id, userAnswer: i < correct ? right[i]! : 'Nope' }));
  h.now.value = at;
  const res = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key, { userName, answers, userAnswerId: Math.floor(Math.random() * 1e6) + 1 }));
  expect(res.status).toBe(201);
  return res.body.attemptSecret as string;
}

/** The board as a taker reads it: `secret` (the caller's attempt secret) finds the "you" row. */
const page = (quizId: number, query = '', secret?: string) =>
  call(h.baseUrl, 'GET', `/api/quizzes/${quizId}/attempts/leaderboard${query}`, undefined, secret ? { [ATTEMPT_HEADERS.attemptSecret]: secret } : {});

describe('GET /api/quizzes/{id}/attempts/leaderboard', () => {
  it('When a taker opens results, then they get the top rows and their own rank, equal scores sharing a rank (earlier listed first)', async () => {
    const key = registerQuiz(h);
    const t0 = h.now.value.getTime();
    // A millisecond part, so the times read back below show it kept to the millisecond.
    const at = (s: number) => new Date(t0 + s * 1000 + 125);
    const secrets: Record<string, string> = {};
    // name → correct answers, in submission order
    for (const [i, [name, correct]] of ([['Ann', 2], ['Bo', 3], ['Cy', 2], ['Di', 0], ['Ed', 3], ['Flo', 1]] as const).entries()) {
      secrets[name] = await attemptWith(key, correct, name, at(i));
    }
    h.now.value = at(60);
    const res = await page(key.quizId, '?limit=3', secrets.Cy);
    expect(res.status).toBe(200);
    const body = leaderboardPageSchema.strict().parse(res.body);
    expect(body.total).toBe(6);
    expect(body.top.map((e) => [e.rank, e.userName, e.isYou])).toEqual([[1, 'Bo', false], [1, 'Ed', false], [3, 'Ann', false]]);
    expect(body.you).toEqual({ rank: 3, userName: 'Cy', score: 2, totalQuestions: 3, completedAt: at(2).toISOString(), isYou: true });
    const whole = leaderboardPageSchema.parse((await page(key.quizId, '?limit=100', secrets.Cy)).body);
    expect(whole.top.map((e) => [e.rank, e.userName])).toEqual([[1, 'Bo'], [1, 'Ed'], [3, 'Ann'], [3, 'Cy'], [5, 'Flo'], [6, 'Di']]);
    // Each row's time is the attempt's own, to the millisecond, whatever the database hands back (a Date, or SQLite's text).
    expect(whole.top.map((e) => e.completedAt)).toEqual([1, 4, 0, 2, 5, 3].map((s) => at(s).toISOString()));
    expect((await page(key.quizId, '', secrets.Di)).body.you.rank).toBe(6);
    for (const secret of ['Private-Essay-Text', 'Right-One', 'Nope', 'answers']) expect(res.text).not.toContain(secret);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('When many attempts exist, then the order matches a full sort by ratio then time and every rank is 1 + the better ones', async () => {
    const key = registerQuiz(h);
    const t0 = h.now.value.getTime();
    const made: Array<{ name: string; secret: string; correct: number; order: number }> = [];
    for (let i = 0; i < 25; i += 1) {
      const correct = (i * 7) % 4;
      made.push({ name: `T${i}`, secret: await attemptWith(key, correct, `T${i}`, new Date(t0 + i * 1000)), correct, order: i });
    }
    const expected = made.toSorted((a, b) => b.correct - a.correct || a.order - b.order).map((m) => m.name);
    const top = (await page(key.quizId, '?limit=100')).body.top.map((e: { userName: string }) => e.userName);
    expect(top).toEqual(expected);
    const sharedRank = (correct: number) => made.filter((m) => m.correct > correct).length + 1;
    for (const probe of [made[3]!, made[17]!, made[24]!]) {
      expect((await page(key.quizId, '?limit=1', probe.secret)).body.you.rank).toBe(sharedRank(probe.correct));
    }
    const ranks = (await page(key.quizId, '?limit=100')).body.top.map((e: { rank: number }) => e.rank);
    expect(ranks).toEqual(expected.map((name) => sharedRank(made.find((m) => m.name === name)!.correct)));
    const flagged = (await page(key.quizId, '?limit=100', made[17]!.secret)).body.top.filter((e: { isYou: boolean }) => e.isYou);
    expect(flagged.map((e: { userName: string }) => e.userName)).toEqual(['T17']);
  });

  it('When many takers submit at once (written together), then every attempt is stored once with exact shared ranks and tie order', async () => {
    const key = registerQuiz(h);
    const other = registerQuiz(h);
    const takers = Array.from({ length: 40 }, (_, i) => ({ name: `C${i}`, correct: (i * 5) % 4, quiz: i % 5 === 0 ? other : key }));
    const secrets = await Promise.all(takers.map((t) => attemptWith(t.quiz, t.correct, t.name, h.now.value)));
    expect(new Set(secrets).size).toBe(takers.length);
    for (const quiz of [key, other]) {
      const mine = takers.filter((t) => t.quiz === quiz);
      const body = (await page(quiz.quizId, '?limit=100')).body;
      expect(body.total).toBe(mine.length);
      const sharedRank = (correct: number) => mine.filter((m) => m.correct > correct).length + 1;
      const rows = body.top as Array<{ userName: string; rank: number; score: number }>;
      expect(rows.map((e) => e.userName).toSorted()).toEqual(mine.map((m) => m.name).toSorted());
      expect(rows.map((e) => e.rank)).toEqual(rows.map((e) => sharedRank(e.score)));
      expect(rows.map((e) => e.rank)).toEqual(rows.map((e) => e.rank).toSorted((a, b) => a - b));
      // Tie order: within a bucket the tie ranks are 0, 1, 2… with no gap and no repeat.
      const ties = await h.sequelize.query<{ rank_bucket: number; n: number; low: number; high: number; distinct_ranks: number }>(
        'SELECT rank_bucket, COUNT(*) AS n, MIN(tie_rank) AS low, MAX(tie_rank) AS high, COUNT(DISTINCT tie_rank) AS distinct_ranks FROM attempts WHERE quiz_id = ? GROUP BY rank_bucket',
        { replacements: [quiz.quizId], type: QueryTypes.SELECT },
      );
      for (const bucket of ties) expect([Number(bucket.low), Number(bucket.high), Number(bucket.distinct_ranks)]).toEqual([0, Number(bucket.n) - 1, Number(bucket.n)]);
    }
    // One outbox row per stored attempt.
    const [outbox] = await h.sequelize.query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM outbox_events WHERE payload LIKE ? OR payload LIKE ?`,
      { replacements: [`%"quizId":${key.quizId},%`, `%"quizId":${other.quizId},%`], type: QueryTypes.SELECT },
    );
    expect(Number(outbox?.n)).toBe(takers.length);
  });

  it("When the secret belongs to another quiz's attempt, or to none, then the board shows no 'you' row", async () => {
    const key = registerQuiz(h);
    const other = registerQuiz(h);
    await attemptWith(key, 2, 'Here', h.now.value);
    const theirs = await attemptWith(other, 1, 'Elsewhere', h.now.value);
    for (const secret of [theirs, 'not-a-secret-of-anyone', undefined]) {
      const body = (await page(key.quizId, '', secret)).body;
      expect(body.you).toBeNull();
      expect(body.top.some((e: { isYou: boolean }) => e.isYou)).toBe(false);
    }
  });

  it('When anyone reads the board, then no row carries an attempt id or anything else that opens an attempt', async () => {
    const key = registerQuiz(h);
    const secret = await attemptWith(key, 2, 'Private Pat', h.now.value);
    const res = await page(key.quizId, '', secret);
    for (const row of [...res.body.top, res.body.you]) {
      expect(Object.keys(row).toSorted()).toEqual(['completedAt', 'isYou', 'rank', 'score', 'totalQuestions', 'userName']);
    }
    expect(res.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(res.text).not.toContain(secret);
  });

  it('When the query is bad or the quiz unknown, then it answers 400 or 404', async () => {
    const key = registerQuiz(h);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc']) expect((await page(key.quizId, query)).status).toBe(400);
    expect((await page(777_777)).status).toBe(404);
  });
});
