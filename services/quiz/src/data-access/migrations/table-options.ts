import { DataTypes, type Sequelize } from 'sequelize';

/** Names and answers come in any script: full UTF-8 on MySQL/MariaDB (ignored by SQLite). */
export const TABLE_OPTIONS = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } as const;

/** Answer lists can outgrow MySQL's 64 KB TEXT; SQLite's TEXT has no such limit (and rejects options). */
export const mediumText = (sequelize: Sequelize) =>
  sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
