export { openDatabase, pingDatabase } from './open-database.ts';
export type { OpenDatabaseOptions } from './open-database.ts';
export { runMigrations } from './migrations.ts';
export { isDatabaseBusyError } from './database-busy.ts';
export { dropDatabaseAt } from './mysql-admin.ts';
export type { Migration, MigrationContext } from './migrations.ts';
export type { Sequelize, Transaction, QueryInterface } from 'sequelize';
