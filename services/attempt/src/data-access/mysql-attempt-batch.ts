import type { Sequelize } from 'sequelize';
import { TOPICS } from '@quizlink/contracts/events';
import { MYSQL_COMMIT, MYSQL_START_TRANSACTION, mysqlDateText, withMysqlScriptSession, type SqlStatement } from '@quizlink/kit-db';
import { mysqlOutboxInsert } from '@quizlink/kit-events';
import { QuizDeletedError } from '../domain/attempt-model.ts';
import { type AttemptWrite, claimsOf, STORED_ATTEMPT_COLUMNS, storedAttemptValues } from './attempt-batch-rows.ts';
import { countClaims, placesFromBucketTop, type TieRankClaim } from './leaderboard-buckets.ts';

/** A locking read of the batch's tombstones: a deletion's tombstone insert waits for this transaction (as isQuizDeleted). */
function tombstoneRead(claims: readonly TieRankClaim[]): SqlStatement {
  const quizIds = [...new Set(claims.map((claim) => claim.quizId))];
  return { sql: `SELECT quiz_id FROM deleted_quizzes WHERE quiz_id IN (${quizIds.map(() => '?').join(', ')}) LOCK IN SHARE MODE`, params: quizIds };
}

/** Each (quiz, bucket) counted up by its claims; the upsert holds the bucket rows' locks until commit. */
function bucketUpsert(claims: readonly TieRankClaim[]): SqlStatement {
  const buckets = countClaims(claims);
  return {
    sql: `INSERT INTO leaderboard_buckets (quiz_id, rank_bucket, attempt_count) VALUES ${buckets.map(() => '(?, ?, ?)').join(', ')}
       ON DUPLICATE KEY UPDATE attempt_count = attempt_count + VALUES(attempt_count)`,
    params: buckets.flatMap((bucket) => [bucket.quizId, bucket.rankBucket, bucket.count]),
  };
}

/**
 * Every attempt of the batch in one statement, each with its tie rank read from its bucket's count right
 * after the claim (count − places from the top), which this transaction's upsert has locked: the same
 * ranks as `claimTieRanksUnlessDeleted` gives, without a round trip to read the counts first.
 */
function attemptsInsert(items: readonly AttemptWrite[], claims: readonly TieRankClaim[]): SqlStatement {
  const places = placesFromBucketTop(claims);
  const row = `(${STORED_ATTEMPT_COLUMNS.map(() => '?').join(', ')}, (SELECT attempt_count FROM leaderboard_buckets WHERE quiz_id = ? AND rank_bucket = ?) - ?)`;
  return {
    sql: `INSERT INTO attempts (${STORED_ATTEMPT_COLUMNS.join(', ')}, tie_rank) VALUES ${items.map(() => row).join(', ')}`,
    params: items.flatMap(({ attempt }, index) => {
      const rankBucket = claims[index]?.rankBucket;
      return [...storedAttemptValues(attempt, rankBucket, mysqlDateText), attempt.quizId, rankBucket, places[index]];
    }),
  };
}

/**
 * MySQL/MariaDB group commit of untimed submissions: the same rows as the repository's `writeMany`
 * (tombstones read with a lock, tie ranks claimed, one multi-row insert of attempts, one of outbox rows)
 * in a transaction of its own, as **two scripts** (kit-db `withMysqlScriptSession`): the transaction's
 * start and its four statements in one round trip, then `COMMIT` once the tombstone read came back empty.
 * A Sequelize transaction sent each of them alone, waiting for the answer before the next: seven round
 * trips with `START TRANSACTION` and `COMMIT`, each a socket write and read on both sides (issue 14's
 * profile: mysql2's writes were a quarter of the attempt service's time). Rejects, having committed
 * nothing, on any failure — a tombstoned quiz (QuizDeletedError), a duplicate key, an invalid event — and
 * the batch's writes then run again one by one, each meeting its own error on the model path.
 */
export function commitAttemptsMysql(sequelize: Sequelize, items: readonly AttemptWrite[]): Promise<void> {
  const claims = claimsOf(items);
  return withMysqlScriptSession(sequelize, async (run) => {
    const [, tombstones] = await run([
      MYSQL_START_TRANSACTION,
      tombstoneRead(claims),
      bucketUpsert(claims),
      attemptsInsert(items, claims),
      mysqlOutboxInsert(TOPICS.attemptEvents, items.map((item) => item.event), items.map((item) => item.traceContext)),
    ]);
    // Thrown inside the session: the transaction is rolled back before the connection goes back.
    if ((tombstones as unknown[]).length > 0) throw new QuizDeletedError();
    await run([MYSQL_COMMIT]);
  });
}
