import { Op, type Sequelize, type Transaction } from 'sequelize';
import { createPreparedReads } from '@quizlink/kit-db';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import type { ReadModelAttempt } from '../domain/question-performance.ts';
import type { DashboardAttemptModel, DashboardAttemptRow } from './dashboard-attempt.model.ts';
import type { QuizModel } from './quiz.model.ts';
import { insertAttemptsStatementMysql, recordAttemptsMysql, recordAttemptsMysqlScript } from './mysql-dashboard-attempts.ts';
import { insertAttemptsStatement, recordAttemptsSqlite, recordAttemptsSqliteTurn } from './sqlite-dashboard-batch.ts';

const toReadModelAttempt = (row: DashboardAttemptRow): ReadModelAttempt => ({
  attemptId: row.attemptId,
  userName: row.userName,
  score: row.score,
  totalQuestions: row.totalQuestions,
  answers: JSON.parse(row.answersJson) as ReadModelAttempt['answers'],
  openEndedAnswers: JSON.parse(row.openEndedAnswersJson) as ReadModelAttempt['openEndedAnswers'],
  questionIds: row.questionIdsJson === null ? null : (JSON.parse(row.questionIdsJson) as number[]),
  completedAt: new Date(row.completedAt),
});

export function createDashboardAttemptRepository(models: { DashboardAttempt: DashboardAttemptModel; Quiz: QuizModel }, clock: () => Date) {
  const { DashboardAttempt, Quiz } = models;
  /**
   * One row per attempt, in two statements whatever the count (which quizzes still take attempts, one
   * multi-row insert): the projector handles the events that arrived together at once. `ignoreDuplicates`
   * makes a second copy of the same attempt (a replay under a new event id, the live consumer and the
   * durable one both writing) a no-op. An attempt of a quiz that was deleted or purged meanwhile is
   * dropped, so a late event cannot bring its data back. Returns the ids of the attempts whose quiz
   * still takes attempts (recorded now or before).
   */
  const recordAttempts = async (attempts: ReadonlyArray<AttemptSubmittedV1['data']>, transaction?: Transaction): Promise<Set<string>> => {
    if (transaction && DashboardAttempt.sequelize?.getDialect() === 'mysql') return recordAttemptsMysql(attempts, clock(), transaction);
    if (transaction && DashboardAttempt.sequelize?.getDialect() === 'sqlite') return recordAttemptsSqlite(attempts, clock(), transaction);
    const quizIds = [...new Set(attempts.map((data) => data.quizId))];
    const liveQuizzes = await Quiz.findAll({ where: { id: { [Op.in]: quizIds }, purgedAt: null }, attributes: ['id'], transaction });
    const live = new Set(liveQuizzes.map((quiz) => quiz.id));
    const kept = attempts.filter((data) => live.has(data.quizId));
    if (kept.length === 0) return new Set();
    const recordedAt = clock();
    await DashboardAttempt.bulkCreate(
      kept.map((data) => ({
        attemptId: data.attemptId,
        quizId: data.quizId,
        userAnswerId: data.userAnswerId,
        userName: data.userName,
        score: data.score,
        totalQuestions: data.totalQuestions,
        answersJson: JSON.stringify(data.answers),
        openEndedAnswersJson: JSON.stringify(data.openEndedAnswers),
        questionIdsJson: data.questionIds ? JSON.stringify(data.questionIds) : null,
        completedAt: new Date(data.completedAt),
        recordedAt,
      })),
      { transaction, ignoreDuplicates: true },
    );
    return new Set(kept.map((data) => data.attemptId));
  };
  const sequelize = DashboardAttempt.sequelize as Sequelize;
  const sqliteReads = sequelize.getDialect() === 'sqlite' ? createPreparedReads(sequelize) : undefined;
  const mysql = sequelize.getDialect() === 'mysql';
  /** recordAttempts as a statement that changes nothing when run again (insert-or-ignore of the live quizzes' attempts). */
  const repeatableRecordStatements = sqliteReads
    ? (attempts: ReadonlyArray<AttemptSubmittedV1['data']>) => [insertAttemptsStatement(attempts, clock())]
    : mysql
      ? (attempts: ReadonlyArray<AttemptSubmittedV1['data']>) => [insertAttemptsStatementMysql(attempts, clock())]
      : undefined;
  return {
    recordAttempts,
    /**
     * recordAttempts as a transaction of its own. On SQLite one script in the write turn; on MySQL/MariaDB
     * one script in one round trip. Should the script fail (text it cannot carry, a busy file, a lost
     * connection), the same rows go through a Sequelize transaction.
     */
    async recordAttemptsAlone(attempts: ReadonlyArray<AttemptSubmittedV1['data']>): Promise<Set<string>> {
      try {
        if (sqliteReads) return await recordAttemptsSqliteTurn(sequelize, sqliteReads, attempts, clock());
        if (mysql) return await recordAttemptsMysqlScript(sequelize, attempts, clock());
      } catch {
        // Insert-or-ignore: running the batch again below is harmless whatever the script got to.
      }
      return sequelize.transaction((transaction) => recordAttempts(attempts, transaction));
    },
    ...(repeatableRecordStatements ? { repeatableRecordStatements } : {}),
    /** recordAttempts for one: whether its quiz still takes attempts. */
    async recordAttempt(data: AttemptSubmittedV1['data'], transaction?: Transaction): Promise<boolean> {
      return (await recordAttempts([data], transaction)).has(data.attemptId);
    },

    async listReadModelAttempts(quizId: number): Promise<ReadModelAttempt[]> {
      const rows = await DashboardAttempt.findAll({ where: { quizId }, order: [['completedAt', 'ASC'], ['attemptId', 'ASC']] });
      return rows.map(toReadModelAttempt);
    },
  };
}
