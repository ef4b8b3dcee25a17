import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

/**
 * The clean-up job marks an expired quiz once its questions and read model are gone (the row stays so
 * its links answer 410). The dashboard reads a quiz's attempts in completion order.
 */
export const addQuizCleanUp: Migration = {
  name: 'quiz-0004-quiz-clean-up',
  async up({ queryInterface }) {
    await queryInterface.addColumn('quizzes', 'purged_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addIndex('quizzes', ['purged_at', 'created_at'], { name: 'quizzes_purged_created' });
    await queryInterface.removeIndex('dashboard_attempts', 'dashboard_attempts_quiz_id');
    await queryInterface.addIndex('dashboard_attempts', ['quiz_id', 'completed_at'], { name: 'dashboard_attempts_quiz_completed' });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('dashboard_attempts', 'dashboard_attempts_quiz_completed');
    await queryInterface.addIndex('dashboard_attempts', ['quiz_id'], { name: 'dashboard_attempts_quiz_id' });
    await queryInterface.removeIndex('quizzes', 'quizzes_purged_created');
    await queryInterface.removeColumn('quizzes', 'purged_at');
  },
};
