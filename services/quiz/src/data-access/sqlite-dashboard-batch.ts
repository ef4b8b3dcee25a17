import type { Transaction } from 'sequelize';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import { runStatementsInOrder, sqliteDateText } from '@quizlink/kit-db';
import { DASHBOARD_ATTEMPT_COLUMNS, dashboardAttemptValues, placeholders } from './dashboard-attempt-rows.ts';

/**
 * SQLite: what the dashboard repository's `recordAttempts` does — which quizzes still take attempts, and
 * one insert-or-ignore of the attempts of those quizzes — as two plain statements on the transaction's
 * connection with one wait for both (kit-db `runStatementsInOrder`), past Sequelize's model building.
 * The projector and the live consumer run it once per batch of events, inside the quiz database's
 * serialised write turn. Returns the ids of the attempts whose quiz still takes attempts.
 */
export async function recordAttemptsSqlite(attempts: ReadonlyArray<AttemptSubmittedV1['data']>, recordedAt: Date, transaction: Transaction): Promise<Set<string>> {
  const quizIds = [...new Set(attempts.map((data) => data.quizId))];
  const recorded = sqliteDateText(recordedAt);
  const [liveRows] = (await runStatementsInOrder(transaction, [
    { sql: `SELECT id FROM quizzes WHERE id IN (${placeholders(quizIds.length)}) AND purged_at IS NULL`, params: quizIds },
    {
      sql: `WITH incoming (${DASHBOARD_ATTEMPT_COLUMNS.join(', ')}) AS (VALUES ${placeholders(attempts.length, `(${placeholders(DASHBOARD_ATTEMPT_COLUMNS.length)})`)})
         INSERT INTO dashboard_attempts (${DASHBOARD_ATTEMPT_COLUMNS.join(', ')})
         SELECT ${DASHBOARD_ATTEMPT_COLUMNS.map((column) => `i.${column}`).join(', ')} FROM incoming i
         WHERE EXISTS (SELECT 1 FROM quizzes q WHERE q.id = i.quiz_id AND q.purged_at IS NULL)
         ON CONFLICT DO NOTHING`,
      params: attempts.flatMap((data) => dashboardAttemptValues(data, recorded, sqliteDateText)),
    },
  ])) as [Array<{ id: number }>, unknown[]];
  const live = new Set(liveRows.map((row) => Number(row.id)));
  return new Set(attempts.filter((data) => live.has(data.quizId)).map((data) => data.attemptId));
}
