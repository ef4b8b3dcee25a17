import type { Sequelize, Transaction } from 'sequelize';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import { runSqliteWriteTurn, runStatementsInOrder, sqliteDateText, type PreparedReads, type SqlStatement } from '@quizlink/kit-db';
import { DASHBOARD_ATTEMPT_COLUMNS, dashboardAttemptValues, liveQuizzesStatement, ofLiveQuizzes, placeholders } from './dashboard-attempt-rows.ts';

type Attempts = ReadonlyArray<AttemptSubmittedV1['data']>;

/** One insert-or-ignore of the attempts whose quiz still takes attempts (neither deleted nor purged); running it again changes nothing. */
export function insertAttemptsStatement(attempts: Attempts, recordedAt: Date): SqlStatement {
  const recorded = sqliteDateText(recordedAt);
  return {
    sql: `WITH incoming (${DASHBOARD_ATTEMPT_COLUMNS.join(', ')}) AS (VALUES ${placeholders(attempts.length, `(${placeholders(DASHBOARD_ATTEMPT_COLUMNS.length)})`)})
         INSERT INTO dashboard_attempts (${DASHBOARD_ATTEMPT_COLUMNS.join(', ')})
         SELECT ${DASHBOARD_ATTEMPT_COLUMNS.map((column) => `i.${column}`).join(', ')} FROM incoming i
         WHERE EXISTS (SELECT 1 FROM quizzes q WHERE q.id = i.quiz_id AND q.purged_at IS NULL)
         ON CONFLICT DO NOTHING`,
    params: attempts.flatMap((data) => dashboardAttemptValues(data, recorded, sqliteDateText)),
  };
}

/**
 * SQLite: what the dashboard repository's `recordAttempts` does — which quizzes still take attempts, and
 * one insert-or-ignore of the attempts of those quizzes — as two plain statements on the transaction's
 * connection with one wait for both (kit-db `runStatementsInOrder`), past Sequelize's model building.
 * The projector runs it once per batch of events, inside the quiz database's serialised write turn.
 * Returns the ids of the attempts whose quiz still takes attempts.
 */
export async function recordAttemptsSqlite(attempts: Attempts, recordedAt: Date, transaction: Transaction): Promise<Set<string>> {
  const [liveRows] = (await runStatementsInOrder(transaction, [liveQuizzesStatement(attempts), insertAttemptsStatement(attempts, recordedAt)])) as [Array<{ id: number }>, unknown[]];
  return ofLiveQuizzes(attempts, liveRows);
}

/**
 * SQLite, as a transaction of its own: the insert-or-ignore as **one script** in the quiz database's
 * write turn (kit-db `runSqliteWriteTurn`: one worker job, one wait, no main-thread round trip while
 * the turn is held), then which quizzes still take attempts by a prepared read. The live consumer writes
 * this way: it is on the path from a submission to the creator's dashboard, and its Sequelize
 * transaction (BEGIN, two statements, COMMIT, each awaited on a busy event loop) held the quiz
 * database's turn for ~14 ms under load (issue 14's profile). A quiz deleted between the two is
 * reported live once more: its dashboard hears of the deletion next.
 */
export async function recordAttemptsSqliteTurn(sequelize: Sequelize, reads: PreparedReads, attempts: Attempts, recordedAt: Date): Promise<Set<string>> {
  await runSqliteWriteTurn(sequelize, [insertAttemptsStatement(attempts, recordedAt)]);
  const live = liveQuizzesStatement(attempts);
  return ofLiveQuizzes(attempts, await reads.all<{ id: number }>(live.sql, live.params));
}
