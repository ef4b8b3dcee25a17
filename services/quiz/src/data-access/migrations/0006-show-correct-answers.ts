import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

/**
 * The creator's "Show players the right answers after they submit" setting. Quizzes published before
 * it get the default the editor offers (on).
 */
export const addShowCorrectAnswers: Migration = {
  name: 'quiz-0006-show-correct-answers',
  async up({ queryInterface }) {
    await queryInterface.addColumn('quizzes', 'show_correct_answers', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true });
  },
  async down({ queryInterface }) {
    await queryInterface.removeColumn('quizzes', 'show_correct_answers');
  },
};
