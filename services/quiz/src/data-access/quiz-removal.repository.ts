import { Op, type Sequelize, type Transaction } from 'sequelize';
import { TOPICS } from '@quizlink/contracts/events';
import { addToOutbox } from '@quizlink/kit-events';
import type { QuizDeletionStore, QuizRecord, QuizRemoval } from '../domain/quiz-model.ts';
import type { DashboardAttemptModel } from './dashboard-attempt.model.ts';
import type { QuestionModel, QuizModel } from './quiz.model.ts';
import { toQuizRecord } from './quiz.repository.ts';

/**
 * Deletions of a quiz's data. The quiz row is claimed first (deleted, or marked purged only if it was
 * not yet), so of two concurrent callers exactly one goes on and writes the quiz.deleted event.
 * The event names only the images no remaining question shows: an upload used by another quiz too
 * (whoever put its address there) stays for that quiz.
 */
/** Of these image addresses, those no question still shows (the deleted quiz's questions are gone by now). */
async function imagesNoLongerShown(Question: QuestionModel, imageUrls: readonly string[], transaction: Transaction): Promise<string[]> {
  if (imageUrls.length === 0) return [];
  const stillShown = await Question.findAll({ attributes: ['imageUrl'], where: { imageUrl: { [Op.in]: [...imageUrls] } }, transaction });
  const inUse = new Set(stillShown.map((row) => row.imageUrl));
  return imageUrls.filter((url) => !inUse.has(url));
}

export function createQuizRemovalRepository(
  sequelize: Sequelize,
  models: { Quiz: QuizModel; Question: QuestionModel; DashboardAttempt: DashboardAttemptModel },
): QuizDeletionStore {
  const { Quiz, Question, DashboardAttempt } = models;
  return {
    async removeQuizData({ quizId, removeQuizRow, event }: QuizRemoval): Promise<boolean> {
      return sequelize.transaction(async (transaction) => {
        const claimed = removeQuizRow
          ? await Quiz.destroy({ where: { id: quizId }, transaction })
          : (await Quiz.update({ purgedAt: new Date(event.data.deletedAt) }, { where: { id: quizId, purgedAt: null }, transaction }))[0];
        if (claimed === 0) return false;
        await Question.destroy({ where: { quizId }, transaction });
        await DashboardAttempt.destroy({ where: { quizId }, transaction });
        const imageUrls = await imagesNoLongerShown(Question, event.data.imageUrls, transaction);
        await addToOutbox(sequelize, TOPICS.quizEvents, { ...event, data: { ...event.data, imageUrls } }, transaction);
        return true;
      });
    },
    async findPurgeableQuizzes(cutoff: Date, limit: number): Promise<QuizRecord[]> {
      const rows = await Quiz.findAll({
        where: { purgedAt: null, createdAt: { [Op.lte]: cutoff } },
        order: [['createdAt', 'ASC']],
        limit,
      });
      return rows.map(toQuizRecord);
    },
  };
}
