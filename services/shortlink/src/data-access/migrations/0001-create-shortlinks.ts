import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

/** Short paths and their http(s) targets: /short/{short} redirects to target. */
export const createShortlinks: Migration = {
  name: 'shortlink-0001-create-shortlinks',
  async up({ queryInterface }) {
    await queryInterface.createTable(
      'shortlinks',
      {
        short: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
        target: { type: DataTypes.STRING(2048), allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    );
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('shortlinks');
  },
};
