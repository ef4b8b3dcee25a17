import type { Transaction } from 'sequelize';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import { mysqlDateText, runMysqlStatementsInOrder } from '@quizlink/kit-db';
import { DASHBOARD_ATTEMPT_COLUMNS, dashboardAttemptValues, placeholders } from './dashboard-attempt-rows.ts';

/**
 * MySQL/MariaDB: what the repository's `recordAttempts` does (which quizzes still take attempts, then one
 * multi-row insert-or-ignore of their attempts), as two plain statements on the transaction's connection
 * — no Sequelize query building or model instances. The projector and each instance's live consumer run
 * it for every batch of attempt.submitted events (issue 14's profile: Sequelize was the quiz service's
 * largest item under load). Returns the ids of the attempts whose quiz still takes attempts.
 */
export async function recordAttemptsMysql(attempts: ReadonlyArray<AttemptSubmittedV1['data']>, recordedAt: Date, transaction: Transaction): Promise<Set<string>> {
  if (attempts.length === 0) return new Set();
  const quizIds = [...new Set(attempts.map((data) => data.quizId))];
  const [liveRows] = await runMysqlStatementsInOrder(transaction, [
    { sql: `SELECT id FROM quizzes WHERE id IN (${placeholders(quizIds.length)}) AND purged_at IS NULL`, params: quizIds },
  ]);
  const live = new Set((liveRows as Array<{ id: number | string }>).map((row) => Number(row.id)));
  const kept = attempts.filter((data) => live.has(data.quizId));
  if (kept.length === 0) return new Set();
  const recorded = mysqlDateText(recordedAt);
  await runMysqlStatementsInOrder(transaction, [
    {
      // IGNORE: a second copy of an attempt (a replay, the live and the durable consumer both writing) is a no-op, as `ignoreDuplicates`.
      sql: `INSERT IGNORE INTO dashboard_attempts (${DASHBOARD_ATTEMPT_COLUMNS.join(', ')}) VALUES ${kept.map(() => `(${placeholders(DASHBOARD_ATTEMPT_COLUMNS.length)})`).join(', ')}`,
      params: kept.flatMap((data) => dashboardAttemptValues(data, recorded, mysqlDateText)),
    },
  ]);
  return new Set(kept.map((data) => data.attemptId));
}
