import type { Sequelize, Transaction } from 'sequelize';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import { mysqlDateText, runMysqlStatementsInOrder, withMysqlScriptSession, type SqlStatement } from '@quizlink/kit-db';
import { DASHBOARD_ATTEMPT_COLUMNS, dashboardAttemptValues, liveQuizzesStatement, ofLiveQuizzes, placeholders } from './dashboard-attempt-rows.ts';

type Attempts = ReadonlyArray<AttemptSubmittedV1['data']>;

/**
 * MySQL/MariaDB: one insert-or-ignore of the attempts whose quiz still takes attempts (neither deleted nor
 * purged); running it again changes nothing. The attempts come in as a derived table of `SELECT … UNION
 * ALL SELECT …` rows (MySQL 8 and MariaDB 10.11 share no other row constructor), named by the first row;
 * a single attempt as its values selected from DUAL (no derived table: see below).
 * IGNORE: a second copy of an attempt (a replay, the live and the durable consumer both writing) is a no-op.
 */
export function insertAttemptsStatementMysql(attempts: Attempts, recordedAt: Date): SqlStatement {
  const recorded = mysqlDateText(recordedAt);
  const columns = DASHBOARD_ATTEMPT_COLUMNS.join(', ');
  const [only] = attempts;
  if (attempts.length === 1 && only) {
    // One attempt: its values straight from DUAL. MariaDB 10.11 builds a one-row derived table holding an
    // attempt's answers (long text) on disk — an Aria temporary file per statement — but two or more in memory.
    return {
      sql: `INSERT IGNORE INTO dashboard_attempts (${columns})
           SELECT ${placeholders(DASHBOARD_ATTEMPT_COLUMNS.length)} FROM DUAL
           WHERE EXISTS (SELECT 1 FROM quizzes q WHERE q.id = ? AND q.purged_at IS NULL)`,
      params: [...dashboardAttemptValues(only, recorded, mysqlDateText), only.quizId],
    };
  }
  const firstRow = `SELECT ${DASHBOARD_ATTEMPT_COLUMNS.map((column) => `? AS ${column}`).join(', ')}`;
  const otherRows = Array.from({ length: attempts.length - 1 }, () => ` UNION ALL SELECT ${placeholders(DASHBOARD_ATTEMPT_COLUMNS.length)}`);
  return {
    sql: `INSERT IGNORE INTO dashboard_attempts (${columns})
         SELECT ${DASHBOARD_ATTEMPT_COLUMNS.map((column) => `i.${column}`).join(', ')} FROM (${firstRow}${otherRows.join('')}) i
         WHERE EXISTS (SELECT 1 FROM quizzes q WHERE q.id = i.quiz_id AND q.purged_at IS NULL)`,
    params: attempts.flatMap((data) => dashboardAttemptValues(data, recorded, mysqlDateText)),
  };
}

/**
 * MySQL/MariaDB: what the repository's `recordAttempts` does (which quizzes still take attempts, then one
 * multi-row insert-or-ignore of their attempts), as two plain statements on the transaction's connection
 * — no Sequelize query building or model instances. The way of a single event and of a batch whose
 * script failed (the scripts below are the batches' usual way). Returns the ids of the attempts whose
 * quiz still takes attempts.
 */
export async function recordAttemptsMysql(attempts: Attempts, recordedAt: Date, transaction: Transaction): Promise<Set<string>> {
  if (attempts.length === 0) return new Set();
  const [liveRows] = await runMysqlStatementsInOrder(transaction, [liveQuizzesStatement(attempts)]);
  const live = ofLiveQuizzes(attempts, liveRows as Array<{ id: number | string }>);
  const kept = attempts.filter((data) => live.has(data.attemptId));
  if (kept.length === 0) return new Set();
  const recorded = mysqlDateText(recordedAt);
  await runMysqlStatementsInOrder(transaction, [
    {
      // IGNORE: a second copy of an attempt (a replay, the live and the durable consumer both writing) is a no-op, as `ignoreDuplicates`.
      sql: `INSERT IGNORE INTO dashboard_attempts (${DASHBOARD_ATTEMPT_COLUMNS.join(', ')}) VALUES ${kept.map(() => `(${placeholders(DASHBOARD_ATTEMPT_COLUMNS.length)})`).join(', ')}`,
      params: kept.flatMap((data) => dashboardAttemptValues(data, recorded, mysqlDateText)),
    },
  ]);
  return live;
}

/**
 * MySQL/MariaDB, on its own: the insert-or-ignore, then which quizzes still take attempts, as **one
 * script** — one round trip (kit-db `withMysqlScriptSession`) where the Sequelize transaction took four
 * (BEGIN, the read, the insert, COMMIT), each a socket write and read on both sides (issue 14's profile
 * of the distributed quiz service). No transaction: the insert is one statement, and running it again
 * changes nothing. The live consumer writes this way. Returns the ids of the attempts whose quiz
 * still takes attempts (read after the insert, as the live consumer pushes only what the read model holds).
 */
export async function recordAttemptsMysqlScript(sequelize: Sequelize, attempts: Attempts, recordedAt: Date): Promise<Set<string>> {
  if (attempts.length === 0) return new Set();
  const [, liveRows] = await withMysqlScriptSession(sequelize, (run) => run([insertAttemptsStatementMysql(attempts, recordedAt), liveQuizzesStatement(attempts)]));
  return ofLiveQuizzes(attempts, liveRows as Array<{ id: number | string }>);
}
