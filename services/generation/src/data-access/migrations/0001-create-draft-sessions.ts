import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

/** Auto Draft sessions: one row per draft, with its settings and sources; suggestions and questions join it later. */
export const createDraftSessions: Migration = {
  name: 'generation-0001-create-draft-sessions',
  async up({ queryInterface, sequelize }) {
    // Extracted sources can outgrow MySQL's 64 KB TEXT; SQLite's TEXT has no such limit (and rejects options).
    const mediumText = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
    await queryInterface.createTable(
      'draft_sessions',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
        user_name: { type: DataTypes.STRING(50), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        settings_json: { type: DataTypes.TEXT, allowNull: false },
        sources_json: { type: mediumText, allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        updated_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    );
    await queryInterface.addIndex('draft_sessions', ['created_at'], { name: 'draft_sessions_created_at' });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('draft_sessions');
  },
};
