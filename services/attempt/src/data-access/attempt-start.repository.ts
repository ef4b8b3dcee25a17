import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { AttemptStartRecord } from '../domain/attempt-model.ts';
import type { AttemptStartModel, AttemptStartRow } from './attempt.model.ts';

const toStart = (row: AttemptStartRow): AttemptStartRecord => ({
  id: row.id,
  quizId: row.quizId,
  userAnswerId: row.userAnswerId,
  startedAt: new Date(row.startedAt),
  deadline: row.deadline ? new Date(row.deadline) : null,
  attemptId: row.attemptId,
});

export function createAttemptStartRepository(sequelize: Sequelize, AttemptStart: AttemptStartModel) {
  const findOpen = async (quizId: number, userAnswerId: number) =>
    AttemptStart.findOne({ where: { quizId, userAnswerId, openMarker: 1 } });

  return {
    /** The unique index allows one open start per taker and quiz: a concurrent second insert gets the first. */
    async openStart(candidate: AttemptStartRecord): Promise<AttemptStartRecord> {
      const existing = await findOpen(candidate.quizId, candidate.userAnswerId);
      if (existing) return toStart(existing);
      try {
        // A transaction of its own, so SQLite queues it with the other writers (kit-db).
        const row = await sequelize.transaction((transaction) => AttemptStart.create({ ...candidate, openMarker: 1 }, { transaction }));
        return toStart(row);
      } catch (error) {
        const winner = error instanceof UniqueConstraintError ? await findOpen(candidate.quizId, candidate.userAnswerId) : null;
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
