import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';
import { TABLE_OPTIONS, mediumText } from './table-options.ts';

/** The dashboard read model fed by attempt.submitted; the primary key makes a replayed attempt count once. */
export const createDashboardAttempts: Migration = {
  name: 'quiz-0003-create-dashboard-attempts',
  async up({ queryInterface, sequelize }) {
    await queryInterface.createTable(
      'dashboard_attempts',
      {
        attempt_id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
        quiz_id: { type: DataTypes.INTEGER, allowNull: false },
        user_answer_id: { type: DataTypes.INTEGER, allowNull: false },
        user_name: { type: DataTypes.STRING(50), allowNull: false },
        score: { type: DataTypes.INTEGER, allowNull: false },
        total_questions: { type: DataTypes.INTEGER, allowNull: false },
        answers_json: { type: mediumText(sequelize), allowNull: false },
        open_ended_answers_json: { type: mediumText(sequelize), allowNull: false },
        completed_at: { type: DataTypes.DATE(3), allowNull: false },
        recorded_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      TABLE_OPTIONS,
    );
    await queryInterface.addIndex('dashboard_attempts', ['quiz_id'], { name: 'dashboard_attempts_quiz_id' });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('dashboard_attempts');
  },
};
