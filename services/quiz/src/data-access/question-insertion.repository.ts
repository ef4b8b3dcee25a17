import { Op, type Sequelize, type Transaction } from 'sequelize';
import { TOPICS } from '@quizlink/contracts/events';
import { addToOutbox } from '@quizlink/kit-events';
import type { QuestionInsertion, QuestionInsertionOutcome, QuestionInsertionStore } from '../domain/quiz-model.ts';
import type { QuestionModel, QuizModel } from './quiz.model.ts';
import { toQuestionRow } from './quiz.repository.ts';

/**
 * Questions added to a published quiz. The quiz row is locked first (SELECT … FOR UPDATE on MySQL;
 * SQLite transactions are already serialized in-process by kit-db), so concurrent additions to one
 * quiz take turns: each reads the count the previous one wrote, and positions stay 0..n-1 with no
 * duplicates. The question, the shift, the new count and the outbox event commit together.
 */
export function createQuestionInsertionRepository(sequelize: Sequelize, models: { Quiz: QuizModel; Question: QuestionModel }): QuestionInsertionStore {
  const { Quiz, Question } = models;
  const position = sequelize.getQueryInterface().quoteIdentifier('position');

  /**
   * Moves the questions at `from` and after down one place. In two steps through negative values:
   * the unique index (quiz_id, position) is checked row by row, so `position + 1` in one statement
   * could collide with the next row before that row has moved.
   */
  const shiftFrom = async (quizId: number, from: number, transaction: Transaction): Promise<void> => {
    await Question.update({ position: sequelize.literal(`-(${position} + 1)`) }, { where: { quizId, position: { [Op.gte]: from } }, transaction });
    await Question.update({ position: sequelize.literal(`-${position}`) }, { where: { quizId, position: { [Op.lt]: 0 } }, transaction });
  };

  return {
    async insertQuestion({ quizId, question, place, event }: QuestionInsertion): Promise<QuestionInsertionOutcome> {
      return sequelize.transaction(async (transaction): Promise<QuestionInsertionOutcome> => {
        const quiz = await Quiz.findByPk(quizId, { transaction, lock: transaction.LOCK.UPDATE });
        if (!quiz) return { kind: 'quiz-missing' };
        if (quiz.purgedAt) return { kind: 'quiz-purged' };
        const at = place(quiz.questionCount);
        if (at === 'full') return { kind: 'quiz-full' };
        if (at < quiz.questionCount) await shiftFrom(quizId, at, transaction);
        const row = await Question.create(toQuestionRow(quizId, { ...question, position: at }), { transaction });
        await Quiz.update({ questionCount: quiz.questionCount + 1 }, { where: { id: quizId }, transaction });
        await addToOutbox(sequelize, TOPICS.quizEvents, event, transaction);
        return { kind: 'added', id: row.id, position: at };
      });
    },
  };
}
