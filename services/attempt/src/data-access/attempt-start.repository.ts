import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { QuizDeletedError, type AttemptStartRecord } from '../domain/attempt-model.ts';
import type { AttemptStartModel, AttemptStartRow } from './attempt.model.ts';
import { isQuizDeleted } from './deleted-quizzes.ts';

const toStart = (row: AttemptStartRow): AttemptStartRecord => ({
  id: row.id,
  quizId: row.quizId,
  userAnswerId: row.userAnswerId,
  startedAt: new Date(row.startedAt),
  deadline: row.deadline ? new Date(row.deadline) : null,
  attemptId: row.attemptId,
});

export function createAttemptStartRepository(sequelize: Sequelize, AttemptStart: AttemptStartModel) {
  const findTakersStart = async (quizId: number, userAnswerId: number) => AttemptStart.findOne({ where: { quizId, userAnswerId } });

  return {
    /** The unique index allows one start per taker and quiz, used or not: a concurrent second insert gets the first. */
    async openStart(candidate: AttemptStartRecord): Promise<AttemptStartRecord> {
      const existing = await findTakersStart(candidate.quizId, candidate.userAnswerId);
      if (existing) return toStart(existing);
      try {
        // A transaction of its own, so SQLite queues it with the other writers (kit-db).
        const row = await sequelize.transaction(async (transaction) => {
          if (await isQuizDeleted(sequelize, candidate.quizId, transaction)) throw new QuizDeletedError();
          return AttemptStart.create({ ...candidate, openMarker: 1 }, { transaction });
        });
        return toStart(row);
      } catch (error) {
        const winner = error instanceof UniqueConstraintError ? await findTakersStart(candidate.quizId, candidate.userAnswerId) : null;
        if (!winner) throw error;
        return toStart(winner);
      }
    },

    async findStart(id: string): Promise<AttemptStartRecord | undefined> {
      const row = await AttemptStart.findByPk(id);
      return row ? toStart(row) : undefined;
    },

    /** Marks the start used by `attemptId` if nobody did first; false otherwise. */
    async useStart(id: string, attemptId: string, transaction: Transaction): Promise<boolean> {
      const [changed] = await AttemptStart.update({ attemptId, openMarker: null }, { where: { id, attemptId: null }, transaction });
      return changed === 1;
    },

    async deleteForQuiz(quizId: number, transaction: Transaction): Promise<void> {
      await AttemptStart.destroy({ where: { quizId }, transaction });
    },
  };
}
