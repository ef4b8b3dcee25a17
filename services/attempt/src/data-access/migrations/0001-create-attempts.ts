import { DataTypes, type Sequelize } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

/** Answer lists can outgrow MySQL's 64 KB TEXT; SQLite's TEXT has no such limit (and rejects options). */
const mediumText = (sequelize: Sequelize) =>
  sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;

export const createAttempts: Migration = {
  name: 'attempt-0001-create-attempts',
  async up({ queryInterface, sequelize }) {
    await queryInterface.createTable(
      'attempts',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
        quiz_id: { type: DataTypes.INTEGER, allowNull: false },
        user_answer_id: { type: DataTypes.INTEGER, allowNull: false },
        user_name: { type: DataTypes.STRING(50), allowNull: false },
        score: { type: DataTypes.INTEGER, allowNull: false },
        total_questions: { type: DataTypes.INTEGER, allowNull: false },
        answers_json: { type: mediumText(sequelize), allowNull: false },
        open_ended_answers_json: { type: mediumText(sequelize), allowNull: false },
        // Binary so that 'abc' and 'ABC' are different keys on MySQL as they are on SQLite.
        idempotency_key: { type: DataTypes.STRING(128).BINARY, allowNull: true },
        completed_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    );
    await queryInterface.addIndex('attempts', ['quiz_id', 'completed_at'], { name: 'attempts_quiz_completed' });
    // NULL keys never clash, so attempts sent without the header are unaffected.
    await queryInterface.addIndex('attempts', ['user_answer_id', 'idempotency_key'], {
      unique: true,
      name: 'attempts_user_idempotency_key_unique',
    });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('attempts');
  },
};
