import type { Transaction } from 'sequelize';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import { mysqlDateText, runMysqlStatementsInOrder } from '@quizlink/kit-db';

const STORED_COLUMNS = [
  'attempt_id',
  'quiz_id',
  'user_answer_id',
  'user_name',
  'score',
  'total_questions',
  'answers_json',
  'open_ended_answers_json',
  'question_ids_json',
  'completed_at',
  'recorded_at',
] as const;

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

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
      sql: `INSERT IGNORE INTO dashboard_attempts (${STORED_COLUMNS.join(', ')}) VALUES ${kept.map(() => `(${placeholders(STORED_COLUMNS.length)})`).join(', ')}`,
      params: kept.flatMap((data) => [
        data.attemptId,
        data.quizId,
        data.userAnswerId,
        data.userName,
        data.score,
        data.totalQuestions,
        JSON.stringify(data.answers),
        JSON.stringify(data.openEndedAnswers),
        data.questionIds ? JSON.stringify(data.questionIds) : null,
        mysqlDateText(new Date(data.completedAt)),
        recorded,
      ]),
    },
  ]);
  return new Set(kept.map((data) => data.attemptId));
}
