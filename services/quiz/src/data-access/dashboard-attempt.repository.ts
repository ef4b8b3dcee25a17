import type { Transaction } from 'sequelize';
import type { AttemptSubmittedV1 } from '@quizlink/contracts';
import type { ReadModelAttempt } from '../domain/question-performance.ts';
import type { DashboardAttemptModel, DashboardAttemptRow } from './dashboard-attempt.model.ts';
import type { QuizModel } from './quiz.model.ts';

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
  return {
    /**
     * One row per attempt. `ignoreDuplicates` makes a second copy of the same attempt (a replay under a
     * new event id, the live consumer and the durable one both writing) a no-op. An attempt of a quiz
     * that was deleted or purged meanwhile is dropped, so a late event cannot bring its data back.
     * Returns whether the quiz still takes attempts.
     */
    async recordAttempt(data: AttemptSubmittedV1['data'], transaction?: Transaction): Promise<boolean> {
      const live = await Quiz.count({ where: { id: data.quizId, purgedAt: null }, transaction });
      if (live === 0) return false;
      await DashboardAttempt.bulkCreate(
        [
          {
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
            recordedAt: clock(),
          },
        ],
        { transaction, ignoreDuplicates: true },
      );
      return true;
    },
    async listReadModelAttempts(quizId: number): Promise<ReadModelAttempt[]> {
      const rows = await DashboardAttempt.findAll({ where: { quizId }, order: [['completedAt', 'ASC'], ['attemptId', 'ASC']] });
      return rows.map(toReadModelAttempt);
    },
  };
}
