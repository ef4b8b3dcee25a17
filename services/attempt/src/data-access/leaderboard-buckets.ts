import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * Counts one more attempt in (quiz, bucket) and returns how many were there before it: the new
 * attempt's tie rank. The upsert holds the bucket row's lock until commit, so concurrent attempts of one
 * bucket get consecutive ranks (MySQL/MariaDB); SQLite runs one write transaction at a time anyway.
 */
export async function claimTieRank(sequelize: Sequelize, quizId: number, bucket: number, transaction: Transaction): Promise<number> {
  const upsert =
    sequelize.getDialect() === 'mysql'
      ? 'INSERT INTO leaderboard_buckets (quiz_id, rank_bucket, attempt_count) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE attempt_count = attempt_count + 1'
      : 'INSERT INTO leaderboard_buckets (quiz_id, rank_bucket, attempt_count) VALUES (?, ?, 1) ON CONFLICT (quiz_id, rank_bucket) DO UPDATE SET attempt_count = attempt_count + 1';
  await sequelize.query(upsert, { replacements: [quizId, bucket], transaction });
  const [row] = await sequelize.query<{ n: number }>('SELECT attempt_count AS n FROM leaderboard_buckets WHERE quiz_id = ? AND rank_bucket = ?', {
    replacements: [quizId, bucket],
    type: QueryTypes.SELECT,
    transaction,
  });
  return Number(row?.n ?? 1) - 1;
}

/**
 * SQLite: the tombstone check and `claimTieRank` in one statement — one round trip inside the
 * serialised write turn instead of three. Returns undefined, claiming nothing, when the quiz has a
 * tombstone. kit-db runs SQLite write transactions one at a time, so no deletion can come between the
 * check and the claim. (The statement starts with its WITH clause: Sequelize runs one that starts with
 * INSERT INTO without reading rows, which would lose the RETURNING row.)
 */
export async function claimTieRankUnlessDeletedSqlite(sequelize: Sequelize, quizId: number, bucket: number, transaction: Transaction): Promise<number | undefined> {
  const [row] = await sequelize.query<{ n: number }>(
    `WITH live (quiz_id, rank_bucket) AS (SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM deleted_quizzes WHERE quiz_id = ?))
     INSERT INTO leaderboard_buckets (quiz_id, rank_bucket, attempt_count) SELECT quiz_id, rank_bucket, 1 FROM live WHERE true
     ON CONFLICT (quiz_id, rank_bucket) DO UPDATE SET attempt_count = attempt_count + 1
     RETURNING attempt_count AS n`,
    { replacements: [quizId, bucket, quizId], type: QueryTypes.SELECT, transaction },
  );
  return row ? Number(row.n) - 1 : undefined;
}

/** Attempts of the quiz in buckets before `bucket` (all of them when bucket is undefined). */
export async function countAttempts(sequelize: Sequelize, quizId: number, beforeBucket?: number): Promise<number> {
  const where = beforeBucket === undefined ? '' : ' AND rank_bucket < ?';
  const [row] = await sequelize.query<{ n: number | string | null }>(
    `SELECT COALESCE(SUM(attempt_count), 0) AS n FROM leaderboard_buckets WHERE quiz_id = ?${where}`,
    { replacements: beforeBucket === undefined ? [quizId] : [quizId, beforeBucket], type: QueryTypes.SELECT },
  );
  return Number(row?.n ?? 0);
}
