import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';
import { TABLE_OPTIONS } from './table-options.ts';

export const createUsers: Migration = {
  name: 'quiz-0001-create-users',
  async up({ queryInterface }) {
    await queryInterface.createTable(
      'users',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        username: { type: DataTypes.STRING(50), allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      TABLE_OPTIONS,
    );
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('users');
  },
};
