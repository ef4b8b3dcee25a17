import { bulkLoadAttempts } from '../src/data-access/bulk-load.ts';
import { ATTEMPT_HEADERS } from '@quizlink/contracts/attempt';
import { call } from '@quizlink/kit-http/testing';
import { registerQuiz, startAttemptService, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('bulk_load');
});
afterAll(async () => {
  await h.close();
});

describe('bulkLoadAttempts (benchmark seeding)', () => {
  it('When attempts are bulk-loaded, then the board ranks them exactly as if they had been submitted', async () => {
    const key = registerQuiz(h);
    const t0 = Date.parse('2026-02-01T00:00:00.000Z');
    const attempts = Array.from({ length: 60 }, (_, i) => ({
      userAnswerId: i + 1,
      userName: `T${i}`,
      score: (i * 5) % 4,
      totalQuestions: 3,
      completedAt: new Date(t0 + i * 1000),
      attemptSecret: `bulk-secret-${i}`,
    }));
    await bulkLoadAttempts(h.sequelize, key.quizId, attempts, 7);
    const expected = attempts.toSorted((a, b) => Math.min(b.score, 3) - Math.min(a.score, 3) || a.completedAt.getTime() - b.completedAt.getTime());
    const page = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard?limit=100`, undefined, {
      [ATTEMPT_HEADERS.attemptSecret]: 'bulk-secret-33',
    });
    expect(page.body.total).toBe(60);
    expect(page.body.top.map((e: { userName: string }) => e.userName)).toEqual(expected.map((e) => e.userName));
    // Equal scores share a rank: T33's is 1 + the attempts with a better score.
    const t33 = Math.min(attempts[33]!.score, 3);
    expect(page.body.you.rank).toBe(attempts.filter((e) => Math.min(e.score, 3) > t33).length + 1);
  });
});
