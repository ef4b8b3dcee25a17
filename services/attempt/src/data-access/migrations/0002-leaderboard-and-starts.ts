import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';
import { rankBucketOf } from '../../domain/leaderboard.ts';

const TABLE_OPTIONS = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } as const;

type Row = { id: string; quiz_id: number; score: number; total_questions: number };

/** Gives attempts stored before this migration their bucket and tie rank, and counts the buckets. */
async function backfill(sequelize: Sequelize): Promise<void> {
  const rows = await sequelize.query<Row>('SELECT id, quiz_id, score, total_questions FROM attempts ORDER BY quiz_id, completed_at, id', {
    type: QueryTypes.SELECT,
  });
  const counts = new Map<string, { quizId: number; bucket: number; count: number }>();
  for (const row of rows) {
    const bucket = rankBucketOf(row.score, row.total_questions);
    const key = `${row.quiz_id}:${bucket}`;
    const entry = counts.get(key) ?? { quizId: row.quiz_id, bucket, count: 0 };
    await sequelize.query('UPDATE attempts SET rank_bucket = ?, tie_rank = ? WHERE id = ?', { replacements: [bucket, entry.count, row.id] });
    entry.count += 1;
    counts.set(key, entry);
  }
  for (const { quizId, bucket, count } of counts.values()) {
    await sequelize.query('INSERT INTO leaderboard_buckets (quiz_id, rank_bucket, attempt_count) VALUES (?, ?, ?)', { replacements: [quizId, bucket, count] });
  }
}

/**
 * The leaderboard as an index: each attempt's ratio bucket and tie rank, plus per-quiz bucket counts,
 * so the top rows and any attempt's rank cost the same with 100 or 100,000 attempts. And the server's
 * record of when a taker started (one open start per taker and quiz: `open_marker` is 1 while unused
 * and NULL after, and NULLs never clash in a unique index).
 */
export const addLeaderboardAndStarts: Migration = {
  name: 'attempt-0002-leaderboard-and-starts',
  async up({ queryInterface, sequelize }) {
    await queryInterface.addColumn('attempts', 'rank_bucket', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1_000_000 });
    await queryInterface.addColumn('attempts', 'tie_rank', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    await queryInterface.removeIndex('attempts', 'attempts_quiz_completed');
    await queryInterface.addIndex('attempts', ['quiz_id', 'rank_bucket', 'tie_rank'], { name: 'attempts_quiz_rank' });
    await queryInterface.createTable(
      'leaderboard_buckets',
      {
        quiz_id: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        rank_bucket: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
        attempt_count: { type: DataTypes.INTEGER, allowNull: false },
      },
      TABLE_OPTIONS,
    );
    await queryInterface.createTable(
      'attempt_starts',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
        quiz_id: { type: DataTypes.INTEGER, allowNull: false },
        user_answer_id: { type: DataTypes.INTEGER, allowNull: false },
        started_at: { type: DataTypes.DATE(3), allowNull: false },
        deadline: { type: DataTypes.DATE(3), allowNull: true },
        attempt_id: { type: DataTypes.STRING(36), allowNull: true },
        open_marker: { type: DataTypes.SMALLINT, allowNull: true },
      },
      TABLE_OPTIONS,
    );
    await queryInterface.addIndex('attempt_starts', ['quiz_id', 'user_answer_id', 'open_marker'], { unique: true, name: 'attempt_starts_one_open' });
    await backfill(sequelize);
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('attempt_starts');
    await queryInterface.dropTable('leaderboard_buckets');
    await queryInterface.removeIndex('attempts', 'attempts_quiz_rank');
    await queryInterface.addIndex('attempts', ['quiz_id', 'completed_at'], { name: 'attempts_quiz_completed' });
    await queryInterface.removeColumn('attempts', 'tie_rank');
    await queryInterface.removeColumn('attempts', 'rank_bucket');
  },
};
