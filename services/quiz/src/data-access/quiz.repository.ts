import { Op, UniqueConstraintError, type InferAttributes, type Sequelize } from 'sequelize';
import { IdentifierCollisionError, type NewQuestion, type NewQuiz, type QuestionRecord, type QuizRecord } from '../domain/quiz-model.ts';
import type { QuestionModel, QuestionRow, QuizModel, QuizRow } from './quiz.model.ts';

export const toQuizRecord = (row: QuizRow): QuizRecord => ({
  id: row.id,
  creatorId: row.creatorId,
  creatorName: row.creatorName,
  accessCode: row.accessCode,
  urlSlug: row.urlSlug,
  isAutoCreated: Boolean(row.isAutoCreated),
  timeLimit: row.timeLimit,
  autoSubmit: Boolean(row.autoSubmit),
  showCorrectAnswers: Boolean(row.showCorrectAnswers),
  topic: row.topic ?? null,
  createdAt: new Date(row.createdAt),
  questionCount: row.questionCount,
  dashboardTokenHash: row.dashboardTokenHash,
  purgedAt: row.purgedAt ? new Date(row.purgedAt) : null,
});

const toQuestionRecord = (row: QuestionRow): QuestionRecord => ({
  id: row.id,
  quizId: row.quizId,
  position: row.position,
  text: row.text,
  type: row.type,
  options: JSON.parse(row.optionsJson) as string[],
  correctAnswers: JSON.parse(row.correctAnswersJson) as string[],
  hint: row.hint,
  imageUrl: row.imageUrl,
});

/** A question's row; options and correct answers as JSON text. */
export const toQuestionRow = (quizId: number, q: NewQuestion): Omit<InferAttributes<QuestionRow>, 'id'> => ({
  quizId,
  position: q.position,
  text: q.text,
  type: q.type,
  optionsJson: JSON.stringify(q.options),
  correctAnswersJson: JSON.stringify(q.correctAnswers),
  hint: q.hint,
  imageUrl: q.imageUrl,
});

export function createQuizRepository(sequelize: Sequelize, models: { Quiz: QuizModel; Question: QuestionModel }) {
  const { Quiz, Question } = models;
  const findOne = async (where: Partial<Pick<QuizRow, 'id' | 'accessCode' | 'urlSlug' | 'dashboardTokenHash'>>) => {
    const row = await Quiz.findOne({ where });
    return row ? toQuizRecord(row) : undefined;
  };

  return {
    /** Quiz and questions commit together or not at all. */
    async insertQuiz(quiz: NewQuiz): Promise<number> {
      try {
        return await sequelize.transaction(async (transaction) => {
          const row = await Quiz.create(
            {
              creatorId: quiz.creatorId,
              creatorName: quiz.creatorName,
              accessCode: quiz.accessCode,
              urlSlug: quiz.urlSlug,
              dashboardTokenHash: quiz.dashboardTokenHash,
              isAutoCreated: quiz.isAutoCreated,
              timeLimit: quiz.timeLimit,
              autoSubmit: quiz.autoSubmit,
              showCorrectAnswers: quiz.showCorrectAnswers,
              topic: quiz.topic,
              questionCount: quiz.questions.length,
              createdAt: quiz.createdAt,
            },
            { transaction },
          );
          await Question.bulkCreate(
            quiz.questions.map((q) => toQuestionRow(row.id, q)),
            { transaction },
          );
          return row.id;
        });
      } catch (error) {
        if (error instanceof UniqueConstraintError) throw new IdentifierCollisionError(error);
        throw error;
      }
    },
    findQuizById: (id: number) => findOne({ id }),
    findQuizByAccessCode: (accessCode: string) => findOne({ accessCode }),
    findQuizBySlug: (urlSlug: string) => findOne({ urlSlug }),
    findQuizByTokenHash: (dashboardTokenHash: string) => findOne({ dashboardTokenHash }),
    async listQuestions(quizId: number): Promise<QuestionRecord[]> {
      const rows = await Question.findAll({ where: { quizId }, order: [['position', 'ASC']] });
      return rows.map(toQuestionRecord);
    },
    async listQuizzesCreatedAfter(cutoff: Date, limit: number): Promise<QuizRecord[]> {
      const rows = await Quiz.findAll({ where: { createdAt: { [Op.gt]: cutoff } }, order: [['createdAt', 'DESC']], limit });
      return rows.map(toQuizRecord);
    },
  };
}
