import mysql from 'mysql2/promise';
import { DATABASE_NAME_PATTERN, parseMysqlUrl, type MysqlTarget } from './mysql-url.ts';

/** Runs one statement on a short-lived connection to the server itself (no database selected). */
async function onServer(target: MysqlTarget, sql: string): Promise<void> {
  const connection = await mysql.createConnection({
    host: target.host,
    port: target.port,
    user: target.user,
    password: target.password,
    connectTimeout: 5000,
  });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

function assertName(database: string): void {
  if (!DATABASE_NAME_PATTERN.test(database)) throw new Error(`invalid database name: ${database}`);
}

/** A service owns its database, so it creates it on first start instead of needing a DBA step. */
export async function createDatabaseIfMissing(target: MysqlTarget): Promise<void> {
  assertName(target.database);
  await onServer(target, `CREATE DATABASE IF NOT EXISTS \`${target.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
}

export async function dropDatabase(target: MysqlTarget): Promise<void> {
  assertName(target.database);
  await onServer(target, `DROP DATABASE IF EXISTS \`${target.database}\``);
}

/** Drops the database a `mysql://…/name` URL names (nothing if it is gone already): throw-away runs clean up. */
export async function dropDatabaseAt(url: string): Promise<void> {
  await dropDatabase(parseMysqlUrl(url));
}
