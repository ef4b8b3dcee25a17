import {
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/**
 * The dashboard read model: one row per attempt, copied from attempt.submitted events (this service
 * never reads the attempt service's tables). Answers are kept for per-question views to come.
 */
export interface DashboardAttemptRow
  extends Model<InferAttributes<DashboardAttemptRow>, InferCreationAttributes<DashboardAttemptRow>> {
  attemptId: string;
  quizId: number;
  userAnswerId: number;
  userName: string;
  score: number;
  totalQuestions: number;
  answersJson: string;
  openEndedAnswersJson: string;
  /** The questions the attempt was scored on; null for rows recorded before the event carried them. */
  questionIdsJson: string | null;
  completedAt: Date;
  recordedAt: Date;
}

export type DashboardAttemptModel = ModelStatic<DashboardAttemptRow>;

export function defineDashboardAttemptModel(sequelize: Sequelize): DashboardAttemptModel {
  return sequelize.define<DashboardAttemptRow>(
    'DashboardAttempt',
    {
      attemptId: { type: DataTypes.STRING(36), primaryKey: true },
      quizId: { type: DataTypes.INTEGER, allowNull: false },
      userAnswerId: { type: DataTypes.INTEGER, allowNull: false },
      userName: { type: DataTypes.STRING(50), allowNull: false },
      score: { type: DataTypes.INTEGER, allowNull: false },
      totalQuestions: { type: DataTypes.INTEGER, allowNull: false },
      answersJson: { type: DataTypes.TEXT, allowNull: false },
      openEndedAnswersJson: { type: DataTypes.TEXT, allowNull: false },
      questionIdsJson: { type: DataTypes.TEXT, allowNull: true },
      completedAt: { type: DataTypes.DATE(3), allowNull: false },
      recordedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'dashboard_attempts', underscored: true, timestamps: false },
  );
}
