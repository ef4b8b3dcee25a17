import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

/**
 * What a draft needs beyond its settings: who started it (a hashed client key, for quotas), its progress
 * and outcome while it runs, when someone last watched it (a draft nobody watches is cancelled), and its
 * questions — the pool the suggestion builder draws from and those the creator took.
 */
export const draftProgressAndQuestions: Migration = {
  name: 'generation-0002-draft-progress-and-questions',
  async up({ queryInterface, sequelize }) {
    const mediumText = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
    await queryInterface.addColumn('draft_sessions', 'client_key', { type: DataTypes.STRING(64), allowNull: true });
    await queryInterface.addColumn('draft_sessions', 'progress_json', { type: DataTypes.TEXT, allowNull: true });
    await queryInterface.addColumn('draft_sessions', 'outcome_json', { type: DataTypes.TEXT, allowNull: true });
    await queryInterface.addColumn('draft_sessions', 'watched_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addIndex('draft_sessions', ['client_key', 'created_at'], { name: 'draft_sessions_client_created' });
    await queryInterface.createTable(
      'draft_questions',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
        session_id: { type: DataTypes.STRING(36), allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        question_type: { type: DataTypes.STRING(10), allowNull: false },
        status: { type: DataTypes.STRING(12), allowNull: false },
        payload_json: { type: mediumText, allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        used_at: { type: DataTypes.DATE(3), allowNull: true },
      },
      { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    );
    await queryInterface.addIndex('draft_questions', ['session_id', 'question_type', 'status', 'position'], { name: 'draft_questions_pool' });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('draft_questions');
    await queryInterface.removeIndex('draft_sessions', 'draft_sessions_client_created');
    for (const column of ['client_key', 'progress_json', 'outcome_json', 'watched_at']) await queryInterface.removeColumn('draft_sessions', column);
  },
};
