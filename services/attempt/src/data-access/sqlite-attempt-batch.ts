import type { Sequelize } from 'sequelize';
import { TOPICS } from '@quizlink/contracts/events';
import { runSqliteWriteTurn, sqliteDateText, type SqlStatement } from '@quizlink/kit-db';
import { sqliteOutboxInsert } from '@quizlink/kit-events';
import { type AttemptWrite, claimsOf, STORED_ATTEMPT_COLUMNS, storedAttemptValues } from './attempt-batch-rows.ts';
import { placesFromBucketTop, sqliteClaimStatement, type TieRankClaim } from './leaderboard-buckets.ts';

const INCOMING_COLUMNS = [...STORED_ATTEMPT_COLUMNS, 'places_from_top'] as const;

/**
 * Every attempt of the batch in one statement, each with its tie rank read from its bucket's count right
 * after the claim (count − places from the top). The claim counts nothing for a tombstoned quiz, and a
 * deletion removes the quiz's bucket rows with its tombstone, so such an attempt finds no count: its NOT
 * NULL tie rank fails the statement, and with it the batch — the tombstone check of the write turn.
 */
function attemptsInsert(items: readonly AttemptWrite[], claims: readonly TieRankClaim[]): SqlStatement {
  const places = placesFromBucketTop(claims);
  const stored = STORED_ATTEMPT_COLUMNS;
  const row = `(${INCOMING_COLUMNS.map(() => '?').join(', ')})`;
  return {
    sql: `WITH incoming (${INCOMING_COLUMNS.join(', ')}) AS (VALUES ${items.map(() => row).join(', ')})
       INSERT INTO attempts (${stored.join(', ')}, tie_rank)
       SELECT ${stored.map((column) => `i.${column}`).join(', ')},
         (SELECT b.attempt_count FROM leaderboard_buckets b WHERE b.quiz_id = i.quiz_id AND b.rank_bucket = i.rank_bucket) - i.places_from_top
       FROM incoming i`,
    params: items.flatMap(({ attempt }, index) => [...storedAttemptValues(attempt, claims[index]?.rankBucket, sqliteDateText), places[index]]),
  };
}

/**
 * SQLite group commit of untimed submissions: the same rows as the repository's `writeMany` (tombstones
 * checked and tie ranks claimed, one multi-row insert of attempts, one of outbox rows), as three plain
 * statements in a transaction of their own, handed to the driver as one script in the file's write turn
 * (kit-db `runSqliteWriteTurn`: one wait where Sequelize takes one per statement plus BEGIN and COMMIT,
 * and no model building). Throws, having committed nothing, on any failure — a tombstoned quiz (a NOT
 * NULL tie rank), a duplicate key, an invalid event — and the batch's writes then run again one by one,
 * each meeting its own error (QuizDeletedError, DuplicateIdempotencyKeyError …) on the model path.
 */
export async function writeAttemptsSqlite(sequelize: Sequelize, items: readonly AttemptWrite[]): Promise<void> {
  const claims = claimsOf(items);
  const statements = [
    sqliteClaimStatement(claims),
    attemptsInsert(items, claims),
    sqliteOutboxInsert(TOPICS.attemptEvents, items.map((item) => item.event), items.map((item) => item.traceContext)),
  ];
  await runSqliteWriteTurn(sequelize, statements);
}
