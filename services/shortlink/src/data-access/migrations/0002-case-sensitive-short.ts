import type { Migration } from '@quizlink/kit-db';

/**
 * URLs are case-sensitive and SQLite compares the key byte for byte; MySQL's default unicode_ci
 * collation would make 'Play' and 'play' the same short. Short paths are ASCII only, so a binary
 * ASCII collation makes MySQL behave like SQLite. (SQLite needs nothing.)
 */
export const caseSensitiveShort: Migration = {
  name: 'shortlink-0002-case-sensitive-short',
  async up({ sequelize }) {
    if (sequelize.getDialect() !== 'mysql') return;
    await sequelize.query('ALTER TABLE `shortlinks` MODIFY `short` VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL');
  },
  async down({ sequelize }) {
    if (sequelize.getDialect() !== 'mysql') return;
    await sequelize.query('ALTER TABLE `shortlinks` MODIFY `short` VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
  },
};
