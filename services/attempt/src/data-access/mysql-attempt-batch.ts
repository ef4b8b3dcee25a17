import type { Sequelize } from 'sequelize';
import { TOPICS } from '@quizlink/contracts/events';
import { MYSQL_COMMIT, MYSQL_START_TRANSACTION, mysqlDateText, withMysqlScriptSession, type SqlStatement } from '@quizlink/kit-db';
import { mysqlOutboxInsert } from '@quizlink/kit-events';
import { QuizDeletedError } from '../domain/attempt-model.ts';
import { type AttemptWrite, claimsOf, STORED_ATTEMPT_COLUMNS, storedAttemptValues } from './attempt-batch-rows.ts';
import { countClaims, placesFromBucketTop, type TieRankClaim } from './leaderboard-buckets.ts';

/** A locking read of the batch's tombstones: a deletion's tombstone insert waits for this transaction (as isQuizDeleted); the attempts' insert checks them. */
function tombstoneRead(claims: readonly TieRankClaim[]): SqlStatement {
  const quizIds = [...new Set(claims.map((claim) => claim.quizId))];
  return { sql: `SELECT quiz_id FROM deleted_quizzes WHERE quiz_id IN (${quizIds.map(() => '?').join(', ')}) LOCK IN SHARE MODE`, params: quizIds };
}

/**
 * Each (quiz, bucket) counted up by its claims, in (quiz, bucket) order so that two batches lock shared rows
 * in the same order; the upsert holds the bucket rows' locks until commit.
 */
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
 * ranks as `claimTieRanksUnlessDeleted` gives, without a round trip to read the counts first. A
 * tombstoned quiz's attempt reads no count: its NOT NULL tie rank fails the statement.
 */
function attemptsInsert(items: readonly AttemptWrite[], claims: readonly TieRankClaim[]): SqlStatement {
  const places = placesFromBucketTop(claims);
  const count = 'SELECT b.attempt_count FROM leaderboard_buckets b WHERE b.quiz_id = ? AND b.rank_bucket = ? AND NOT EXISTS (SELECT 1 FROM deleted_quizzes d WHERE d.quiz_id = b.quiz_id)';
  const row = `(${STORED_ATTEMPT_COLUMNS.map(() => '?').join(', ')}, (${count}) - ?)`;
  return {
    sql: `INSERT INTO attempts (${STORED_ATTEMPT_COLUMNS.join(', ')}, tie_rank) VALUES ${items.map(() => row).join(', ')}`,
    params: items.flatMap(({ attempt }, index) => {
      const rankBucket = claims[index]?.rankBucket;
      return [...storedAttemptValues(attempt, rankBucket, mysqlDateText), attempt.quizId, rankBucket, places[index]];
    }),
  };
}

/** MySQL's "Column … cannot be null", here only ever the tie rank of a tombstoned quiz's attempt. */
const ER_BAD_NULL_ERROR = 1048;
const isTombstonedRank = (error: unknown): boolean => (error as { errno?: number } | undefined)?.errno === ER_BAD_NULL_ERROR;

/**
 * MySQL/MariaDB group commit of untimed submissions: the same rows as the repository's `writeMany`
 * (tombstones read with a lock, tie ranks claimed, one multi-row insert of attempts, one of outbox rows)
 * in a transaction of its own, as **one script** (kit-db `withMysqlScriptSession`): one round trip from
 * `START TRANSACTION` to `COMMIT`. A Sequelize transaction sent each statement alone, waiting for the
 * answer before the next (seven round trips); two scripts (the statements, then `COMMIT` once the
 * tombstone read came back empty) held the quiz's bucket rows locked while the answer crossed the attempt
 * service's event loop and the second script came back — the hot rows every batch of a popular quiz
 * waits for, on every replica (issue 14).
 *
 * The tombstone check is in the statements, as in SQLite's batch: the locking read keeps a deletion's
 * tombstone out until this transaction ends, and a tombstoned quiz's attempt reads no bucket count, so its
 * NOT NULL tie rank fails the insert (strict mode: kit-db's script sessions set it). The server stops the
 * script there, before `COMMIT`, and the session rolls back (the bucket upsert with it).
 * Rejects, having committed nothing, on any failure — a tombstoned quiz (QuizDeletedError), a duplicate
 * key, an invalid event — and the batch's writes then run again one by one, each meeting its own error
 * on the model path.
 */
export async function commitAttemptsMysql(sequelize: Sequelize, items: readonly AttemptWrite[]): Promise<void> {
  const claims = claimsOf(items);
  try {
    await withMysqlScriptSession(sequelize, (run) =>
      run([
        MYSQL_START_TRANSACTION,
        tombstoneRead(claims),
        bucketUpsert(claims),
        attemptsInsert(items, claims),
        mysqlOutboxInsert(TOPICS.attemptEvents, items.map((item) => item.event), items.map((item) => item.traceContext)),
        MYSQL_COMMIT,
      ]),
    );
  } catch (error) {
    throw isTombstonedRank(error) ? new QuizDeletedError() : error;
  }
}
