import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { PreparedReads, SqlStatement } from '@quizlink/kit-db';

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

export type TieRankClaim = { quizId: number; rankBucket: number };

type BucketCount = { quizId: number; rankBucket: number; count: number };
const bucketKey = (quizId: number, rankBucket: number) => `${quizId}:${rankBucket}`;

/** The claims counted per (quiz, bucket), in a fixed order (quiz, then bucket): every batch locks rows in the same order. */
export function countClaims(claims: readonly TieRankClaim[]): BucketCount[] {
  const buckets = new Map<string, BucketCount>();
  for (const claim of claims) {
    const key = bucketKey(claim.quizId, claim.rankBucket);
    const bucket = buckets.get(key) ?? { quizId: claim.quizId, rankBucket: claim.rankBucket, count: 0 };
    bucket.count += 1;
    buckets.set(key, bucket);
  }
  return [...buckets.values()].sort((a, b) => a.quizId - b.quizId || a.rankBucket - b.rankBucket);
}

/** Tie ranks from each bucket's count after the claims: a bucket's claims take the places after those counted before, in order. */
function ranksFromTotals(claims: readonly TieRankClaim[], buckets: readonly BucketCount[], totals: ReadonlyArray<{ quiz_id: number | string; rank_bucket: number | string; n: number | string }>): number[] {
  const claimedHere = new Map(buckets.map((bucket) => [bucketKey(bucket.quizId, bucket.rankBucket), bucket.count]));
  const next = new Map(totals.map((row) => {
    const key = bucketKey(Number(row.quiz_id), Number(row.rank_bucket));
    return [key, Number(row.n) - (claimedHere.get(key) ?? 0)];
  }));
  return claims.map((claim) => {
    const key = bucketKey(claim.quizId, claim.rankBucket);
    const rank = next.get(key) ?? 0;
    next.set(key, rank + 1);
    return rank;
  });
}

/**
 * SQLite: the claim of claimTieRanksUnlessDeleted as one statement — the tombstones checked and every
 * (quiz, bucket) counted up by its claims — returning a row per bucket counted; a quiz with a
 * tombstone gets no row, and nothing is claimed for it.
 */
export function sqliteClaimStatement(claims: readonly TieRankClaim[]): SqlStatement {
  const buckets = countClaims(claims);
  return {
    sql: `WITH incoming (quiz_id, rank_bucket, n) AS (VALUES ${buckets.map(() => '(?, ?, ?)').join(', ')})
       INSERT INTO leaderboard_buckets (quiz_id, rank_bucket, attempt_count)
       SELECT quiz_id, rank_bucket, n FROM incoming WHERE NOT EXISTS (SELECT 1 FROM deleted_quizzes d WHERE d.quiz_id = incoming.quiz_id)
       ON CONFLICT (quiz_id, rank_bucket) DO UPDATE SET attempt_count = attempt_count + excluded.attempt_count
       RETURNING quiz_id, rank_bucket, attempt_count AS n`,
    params: buckets.flatMap((bucket) => [bucket.quizId, bucket.rankBucket, bucket.count]),
  };
}

/**
 * Per claim, how far below its bucket's count after the claim its tie rank lies: a bucket's claims take
 * the places after those counted before, in order, so tie rank = count after − this (the same ranks as
 * claimTieRanksUnlessDeleted, for a statement that reads the count itself).
 */
export function placesFromBucketTop(claims: readonly TieRankClaim[]): number[] {
  const claimedHere = new Map(countClaims(claims).map((bucket) => [bucketKey(bucket.quizId, bucket.rankBucket), bucket.count]));
  const seen = new Map<string, number>();
  return claims.map((claim) => {
    const key = bucketKey(claim.quizId, claim.rankBucket);
    const position = seen.get(key) ?? 0;
    seen.set(key, position + 1);
    return (claimedHere.get(key) ?? 0) - position;
  });
}

/**
 * For the attempts of one group commit: the tombstone check and `claimTieRank` for all of them, in one
 * statement on SQLite and three on MySQL/MariaDB (a locking read of the tombstones, one multi-row upsert,
 * one read of the counts) whatever the batch's size. Each (quiz, bucket) is counted up by its number
 * of claims, in a fixed row order (so concurrent batches of two replicas do not deadlock on each other);
 * the claims of one bucket get consecutive tie ranks in the array's order. Returns undefined, having
 * claimed nothing, when any quiz has a tombstone (the caller rolls back).
 */
export async function claimTieRanksUnlessDeleted(sequelize: Sequelize, claims: readonly TieRankClaim[], transaction: Transaction): Promise<number[] | undefined> {
  const buckets = countClaims(claims);
  const replacements = buckets.flatMap((bucket) => [bucket.quizId, bucket.rankBucket, bucket.count]);
  const values = buckets.map(() => '(?, ?, ?)').join(', ');
  if (sequelize.getDialect() !== 'mysql') {
    const claim = sqliteClaimStatement(claims);
    const totals = await sequelize.query<{ quiz_id: number; rank_bucket: number; n: number }>(claim.sql, { replacements: [...claim.params], type: QueryTypes.SELECT, transaction });
    return totals.length < buckets.length ? undefined : ranksFromTotals(claims, buckets, totals);
  }
  const quizIds = [...new Set(buckets.map((bucket) => bucket.quizId))];
  // A locking read, as isQuizDeleted: a deletion's tombstone insert waits for this transaction.
  const deleted = await sequelize.query(`SELECT quiz_id FROM deleted_quizzes WHERE quiz_id IN (${quizIds.map(() => '?').join(', ')}) LOCK IN SHARE MODE`, {
    replacements: quizIds,
    type: QueryTypes.SELECT,
    transaction,
  });
  if (deleted.length > 0) return undefined;
  await sequelize.query(
    `INSERT INTO leaderboard_buckets (quiz_id, rank_bucket, attempt_count) VALUES ${values} ON DUPLICATE KEY UPDATE attempt_count = attempt_count + VALUES(attempt_count)`,
    { replacements, transaction },
  );
  const totals = await sequelize.query<{ quiz_id: number; rank_bucket: number; n: number }>(
    `SELECT quiz_id, rank_bucket, attempt_count AS n FROM leaderboard_buckets WHERE (quiz_id, rank_bucket) IN (${buckets.map(() => '(?, ?)').join(', ')})`,
    { replacements: buckets.flatMap((bucket) => [bucket.quizId, bucket.rankBucket]), type: QueryTypes.SELECT, transaction },
  );
  return ranksFromTotals(claims, buckets, totals);
}

/**
 * Attempts of the quiz in buckets before `beforeBucket` (all of them when it is undefined): a sum over the
 * bucket counts, never a scan of attempts. A prepared read: every results page polls the board's size.
 */
export async function countAttempts(reads: PreparedReads, quizId: number, beforeBucket?: number): Promise<number> {
  const sum = 'SELECT COALESCE(SUM(attempt_count), 0) AS n FROM leaderboard_buckets WHERE quiz_id = ?';
  const [row] =
    beforeBucket === undefined
      ? await reads.all<{ n: number | string | null }>(sum, [quizId])
      : await reads.all<{ n: number | string | null }>(`${sum} AND rank_bucket < ?`, [quizId, beforeBucket]);
  return Number(row?.n ?? 0);
}
