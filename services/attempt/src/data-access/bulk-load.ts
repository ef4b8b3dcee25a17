import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { hashAttemptSecret } from '../domain/attempt-secret.ts';
import { rankBucketOf } from '../domain/leaderboard.ts';

/**
 * One attempt to load: public columns only (benchmarks and load tests need no answers), and the
 * attempt's secret when the caller wants to read the board as that taker (stored hashed, as always).
 */
export type BulkAttempt = { userAnswerId: number; userName: string; score: number; totalQuestions: number; completedAt: Date; attemptSecret?: string };

/**
 * Loads many attempts of one quiz that has none yet straight into the attempt tables, in completion
 * order, with their leaderboard positions (bucket, tie rank and bucket counts) exactly as submissions
 * would leave them. No events are written: this is for measuring reads (`npm run bench -- leaderboard`),
 * not for data other services must hear about. Returns the ids in completion order.
 */
export async function bulkLoadAttempts(sequelize: Sequelize, quizId: number, attempts: readonly BulkAttempt[], chunkSize = 1000): Promise<string[]> {
  const qi = sequelize.getQueryInterface();
  const counts = new Map<number, number>();
  const ids: string[] = [];
  const ordered = attempts.toSorted((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
  for (let start = 0; start < ordered.length; start += chunkSize) {
    const rows = ordered.slice(start, start + chunkSize).map((a) => {
      const bucket = rankBucketOf(a.score, a.totalQuestions);
      const tieRank = counts.get(bucket) ?? 0;
      counts.set(bucket, tieRank + 1);
      const id = randomUUID();
      ids.push(id);
      return {
        id,
        quiz_id: quizId,
        user_answer_id: a.userAnswerId,
        user_name: a.userName,
        score: a.score,
        total_questions: a.totalQuestions,
        answers_json: '[]',
        open_ended_answers_json: '[]',
        idempotency_key: null,
        completed_at: a.completedAt,
        rank_bucket: bucket,
        tie_rank: tieRank,
        secret_hash: a.attemptSecret ? hashAttemptSecret(a.attemptSecret) : null,
      };
    });
    await sequelize.transaction((transaction) => qi.bulkInsert('attempts', rows, { transaction }));
  }
  await sequelize.transaction(async (transaction) => {
    await sequelize.query('DELETE FROM leaderboard_buckets WHERE quiz_id = ?', { replacements: [quizId], transaction });
    const rows = [...counts].map(([bucket, count]) => ({ quiz_id: quizId, rank_bucket: bucket, attempt_count: count }));
    if (rows.length > 0) await qi.bulkInsert('leaderboard_buckets', rows, { transaction });
  });
  return ids;
}
