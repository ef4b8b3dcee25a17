import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import { LIMITS, type QuestionType } from '@quizlink/contracts/quiz';

export interface QuizRow extends Model<InferAttributes<QuizRow>, InferCreationAttributes<QuizRow>> {
  id: CreationOptional<number>;
  creatorId: number;
  creatorName: string;
  accessCode: string;
  urlSlug: string;
  dashboardTokenHash: string;
  isAutoCreated: boolean;
  timeLimit: number | null;
  autoSubmit: boolean;
  showCorrectAnswers: CreationOptional<boolean>;
  topic: CreationOptional<string | null>;
  questionCount: number;
  createdAt: Date;
  purgedAt: CreationOptional<Date | null>;
}

/** Options and correct answers are JSON text: portable across SQLite and MySQL/MariaDB. */
export interface QuestionRow extends Model<InferAttributes<QuestionRow>, InferCreationAttributes<QuestionRow>> {
  id: CreationOptional<number>;
  quizId: number;
  position: number;
  text: string;
  type: QuestionType;
  optionsJson: string;
  correctAnswersJson: string;
  hint: string | null;
  imageUrl: string | null;
}

export type QuizModel = ModelStatic<QuizRow>;
export type QuestionModel = ModelStatic<QuestionRow>;

export function defineQuizModels(sequelize: Sequelize): { Quiz: QuizModel; Question: QuestionModel } {
  const Quiz = sequelize.define<QuizRow>(
    'Quiz',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      creatorId: { type: DataTypes.INTEGER, allowNull: false },
      creatorName: { type: DataTypes.STRING(50), allowNull: false },
      accessCode: { type: DataTypes.STRING(6), allowNull: false },
      urlSlug: { type: DataTypes.STRING(64), allowNull: false },
      dashboardTokenHash: { type: DataTypes.STRING(64), allowNull: false },
      isAutoCreated: { type: DataTypes.BOOLEAN, allowNull: false },
      timeLimit: { type: DataTypes.INTEGER, allowNull: true },
      autoSubmit: { type: DataTypes.BOOLEAN, allowNull: false },
      showCorrectAnswers: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      topic: { type: DataTypes.STRING(LIMITS.quizTopicMaxLength), allowNull: true },
      questionCount: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      purgedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { tableName: 'quizzes', underscored: true, timestamps: false },
  );
  const Question = sequelize.define<QuestionRow>(
    'Question',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      quizId: { type: DataTypes.INTEGER, allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
      text: { type: DataTypes.TEXT, allowNull: false },
      type: { type: DataTypes.STRING(20), allowNull: false },
      optionsJson: { type: DataTypes.TEXT, allowNull: false },
      correctAnswersJson: { type: DataTypes.TEXT, allowNull: false },
      hint: { type: DataTypes.STRING(500), allowNull: true },
      imageUrl: { type: DataTypes.STRING(2048), allowNull: true },
    },
    { tableName: 'questions', underscored: true, timestamps: false },
  );
  return { Quiz, Question };
}
