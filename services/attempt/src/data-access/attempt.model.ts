import {
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** Answers are JSON text: portable across SQLite and MySQL/MariaDB. */
export interface AttemptRow extends Model<InferAttributes<AttemptRow>, InferCreationAttributes<AttemptRow>> {
  id: string;
  quizId: number;
  userAnswerId: number;
  userName: string;
  score: number;
  totalQuestions: number;
  answersJson: string;
  openEndedAnswersJson: string;
  idempotencyKey: string | null;
  completedAt: Date;
  rankBucket: number;
  tieRank: number;
  /** SHA-256 (hex) of the attempt's secret; never the secret itself. */
  secretHash: string | null;
}

export type AttemptModel = ModelStatic<AttemptRow>;

export function defineAttemptModel(sequelize: Sequelize): AttemptModel {
  return sequelize.define<AttemptRow>(
    'Attempt',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      quizId: { type: DataTypes.INTEGER, allowNull: false },
      userAnswerId: { type: DataTypes.INTEGER, allowNull: false },
      userName: { type: DataTypes.STRING(50), allowNull: false },
      score: { type: DataTypes.INTEGER, allowNull: false },
      totalQuestions: { type: DataTypes.INTEGER, allowNull: false },
      answersJson: { type: DataTypes.TEXT, allowNull: false },
      openEndedAnswersJson: { type: DataTypes.TEXT, allowNull: false },
      idempotencyKey: { type: DataTypes.STRING(128).BINARY, allowNull: true },
      completedAt: { type: DataTypes.DATE(3), allowNull: false },
      rankBucket: { type: DataTypes.INTEGER, allowNull: false },
      tieRank: { type: DataTypes.INTEGER, allowNull: false },
      secretHash: { type: DataTypes.CHAR(64).BINARY, allowNull: true },
    },
    { tableName: 'attempts', underscored: true, timestamps: false },
  );
}

/** When a taker started a quiz; `openMarker` is 1 until an attempt uses the start (then NULL). */
export interface AttemptStartRow extends Model<InferAttributes<AttemptStartRow>, InferCreationAttributes<AttemptStartRow>> {
  id: string;
  quizId: number;
  userAnswerId: number;
  startedAt: Date;
  deadline: Date | null;
  attemptId: string | null;
  openMarker: number | null;
}

export type AttemptStartModel = ModelStatic<AttemptStartRow>;

export function defineAttemptStartModel(sequelize: Sequelize): AttemptStartModel {
  return sequelize.define<AttemptStartRow>(
    'AttemptStart',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      quizId: { type: DataTypes.INTEGER, allowNull: false },
      userAnswerId: { type: DataTypes.INTEGER, allowNull: false },
      startedAt: { type: DataTypes.DATE(3), allowNull: false },
      deadline: { type: DataTypes.DATE(3), allowNull: true },
      attemptId: { type: DataTypes.STRING(36), allowNull: true },
      openMarker: { type: DataTypes.SMALLINT, allowNull: true },
    },
    { tableName: 'attempt_starts', underscored: true, timestamps: false },
  );
}
