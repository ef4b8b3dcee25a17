import type { Sequelize } from 'sequelize';
import { TOPICS, type AttemptSubmittedV1 } from '@quizlink/contracts/events';
import { runSqliteWriteTurn, sqliteDateText, type SqlStatement } from '@quizlink/kit-db';
import { sqliteOutboxInsert } from '@quizlink/kit-events';
import type { AttemptRecord } from '../domain/attempt-model.ts';
import { rankBucketOf } from '../domain/leaderboard.ts';
import { placesFromBucketTop, sqliteClaimStatement, type TieRankClaim } from './leaderboard-buckets.ts';

/** One untimed submission of a group commit: its attempt, its event and its request's trace. */
export type SqliteAttemptWrite = { attempt: AttemptRecord; event: AttemptSubmittedV1; traceContext: string | null };

const INCOMING_COLUMNS = [
  'id',
  'quiz_id',
  'user_answer_id',
  'user_name',
  'score',
  'total_questions',
  'answers_json',
  'open_ended_answers_json',
  'idempotency_key',
  'completed_at',
  'rank_bucket',
  'secret_hash',
  'places_from_top',
] as const;

/**
 * Every attempt of the batch in one statement, each with its tie rank read from its bucket's count right
 * after the claim (count − places from the top). The claim counts nothing for a tombstoned quiz, and a
 * deletion removes the quiz's bucket rows with its tombstone, so such an attempt finds no count: its NOT
 * NULL tie rank fails the statement, and with it the batch — the tombstone check of the write turn.
 */
function attemptsInsert(items: readonly SqliteAttemptWrite[], claims: readonly TieRankClaim[]): SqlStatement {
  const places = placesFromBucketTop(claims);
  const stored = INCOMING_COLUMNS.filter((column) => column !== 'places_from_top');
  const row = `(${INCOMING_COLUMNS.map(() => '?').join(', ')})`;
  return {
    sql: `WITH incoming (${INCOMING_COLUMNS.join(', ')}) AS (VALUES ${items.map(() => row).join(', ')})
       INSERT INTO attempts (${stored.join(', ')}, tie_rank)
       SELECT ${stored.map((column) => `i.${column}`).join(', ')},
         (SELECT b.attempt_count FROM leaderboard_buckets b WHERE b.quiz_id = i.quiz_id AND b.rank_bucket = i.rank_bucket) - i.places_from_top
       FROM incoming i`,
    params: items.flatMap(({ attempt }, index) => [
      attempt.id,
      attempt.quizId,
      attempt.userAnswerId,
      attempt.userName,
      attempt.score,
      attempt.totalQuestions,
      JSON.stringify(attempt.answers),
      JSON.stringify(attempt.openEndedAnswers),
      attempt.idempotencyKey,
      sqliteDateText(attempt.completedAt),
      claims[index]?.rankBucket,
      attempt.secretHash,
      places[index],
    ]),
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
export async function writeAttemptsSqlite(sequelize: Sequelize, items: readonly SqliteAttemptWrite[]): Promise<void> {
  const claims = items.map(({ attempt }) => ({ quizId: attempt.quizId, rankBucket: rankBucketOf(attempt.score, attempt.totalQuestions) }));
  const statements = [
    sqliteClaimStatement(claims),
    attemptsInsert(items, claims),
    sqliteOutboxInsert(TOPICS.attemptEvents, items.map((item) => item.event), items.map((item) => item.traceContext)),
  ];
  await runSqliteWriteTurn(sequelize, statements);
}
