import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

/**
 * The questions each attempt was scored on (attempt.submitted's `questionIds`), so the dashboard's
 * per-question figures count only the attempts that saw a question. Rows recorded before it stay
 * null and the dashboard infers their questions (domain/seen-questions.ts).
 */
export const addDashboardCharts: Migration = {
  name: 'quiz-0007-dashboard-charts',
  async up({ queryInterface }) {
    await queryInterface.addColumn('dashboard_attempts', 'question_ids_json', { type: DataTypes.TEXT, allowNull: true });
  },
  async down({ queryInterface }) {
    await queryInterface.removeColumn('dashboard_attempts', 'question_ids_json');
  },
};
