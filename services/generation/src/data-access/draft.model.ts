import { DataTypes, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

/** JSON columns are TEXT: portable across SQLite and MySQL/MariaDB. */
export interface DraftSessionRow extends Model<InferAttributes<DraftSessionRow>, InferCreationAttributes<DraftSessionRow>> {
  id: string;
  userName: string;
  status: string;
  settingsJson: string;
  sourcesJson: string;
  clientKey: string | null;
  progressJson: string | null;
  outcomeJson: string | null;
  watchedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface DraftQuestionRow extends Model<InferAttributes<DraftQuestionRow>, InferCreationAttributes<DraftQuestionRow>> {
  id: string;
  sessionId: string;
  position: number;
  questionType: string;
  status: string;
  payloadJson: string;
  createdAt: Date;
  usedAt: Date | null;
}

export type DraftModels = { Session: ModelStatic<DraftSessionRow>; Question: ModelStatic<DraftQuestionRow> };

export function defineDraftModels(sequelize: Sequelize): DraftModels {
  const mediumText = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
  const Session = sequelize.define<DraftSessionRow>(
    'DraftSession',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      userName: { type: DataTypes.STRING(50), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      settingsJson: { type: DataTypes.TEXT, allowNull: false },
      sourcesJson: { type: mediumText, allowNull: false },
      clientKey: { type: DataTypes.STRING(64), allowNull: true },
      progressJson: { type: DataTypes.TEXT, allowNull: true },
      outcomeJson: { type: DataTypes.TEXT, allowNull: true },
      watchedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      updatedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'draft_sessions', underscored: true, timestamps: false },
  );
  const Question = sequelize.define<DraftQuestionRow>(
    'DraftQuestion',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      sessionId: { type: DataTypes.STRING(36), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
      questionType: { type: DataTypes.STRING(10), allowNull: false },
      status: { type: DataTypes.STRING(12), allowNull: false },
      payloadJson: { type: mediumText, allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      usedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { tableName: 'draft_questions', underscored: true, timestamps: false },
  );
  return { Session, Question };
}
