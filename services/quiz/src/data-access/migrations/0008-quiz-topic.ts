import { DataTypes } from 'sequelize';
import { LIMITS } from '@quizlink/contracts/quiz';
import type { Migration } from '@quizlink/kit-db';

/** The topic an Auto Draft quiz was made from, for its link preview. Earlier quizzes have none. */
export const addQuizTopic: Migration = {
  name: 'quiz-0008-quiz-topic',
  async up({ queryInterface }) {
    await queryInterface.addColumn('quizzes', 'topic', { type: DataTypes.STRING(LIMITS.quizTopicMaxLength), allowNull: true });
  },
  async down({ queryInterface }) {
    await queryInterface.removeColumn('quizzes', 'topic');
  },
};
