import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

/**
 * The hash of each attempt's secret (SHA-256, hex), indexed: the results, the "You" row and verify
 * find the attempt by it. Attempts stored before this migration have none, so only their creator
 * (dashboard token) can open them. Unique: two attempts never share a 256-bit secret.
 */
export const addAttemptSecret: Migration = {
  name: 'attempt-0003-attempt-secret',
  async up({ queryInterface }) {
    await queryInterface.addColumn('attempts', 'secret_hash', { type: DataTypes.CHAR(64).BINARY, allowNull: true });
    await queryInterface.addIndex('attempts', ['secret_hash'], { unique: true, name: 'attempts_secret_hash_unique' });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('attempts', 'attempts_secret_hash_unique');
    await queryInterface.removeColumn('attempts', 'secret_hash');
  },
};
