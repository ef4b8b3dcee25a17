import { DataTypes, type QueryInterface } from 'sequelize';

/** Texts come in any script: full UTF-8 on MySQL/MariaDB (ignored by SQLite). */
export const TABLE_OPTIONS = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } as const;

const isMysql = (queryInterface: QueryInterface) => queryInterface.sequelize.getDialect() === 'mysql';

/** Blog bodies can outgrow MySQL's 64 KB TEXT; SQLite's TEXT has no such limit (and rejects options). */
export const mediumText = (queryInterface: QueryInterface) => (isMysql(queryInterface) ? DataTypes.TEXT('medium') : DataTypes.TEXT);

/** Image bytes: LONGBLOB on MySQL (a re-encoded image may exceed MEDIUMBLOB's 16 MB), BLOB on SQLite. */
export const longBlob = (queryInterface: QueryInterface) => (isMysql(queryInterface) ? DataTypes.BLOB('long') : DataTypes.BLOB);

/**
 * On MySQL a unicode_ci column compares 'Café' and 'cafe' as equal; identifiers (slugs) must compare
 * byte for byte like they do on SQLite, so they get a binary collation.
 */
export async function applyBinaryCollation(queryInterface: QueryInterface, table: string, column: string, definition: string): Promise<void> {
  if (!isMysql(queryInterface)) return;
  await queryInterface.sequelize.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` ${definition} CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`);
}
