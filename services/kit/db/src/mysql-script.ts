import mysql, { type Pool, type PoolConnection } from 'mysql2';
import type { Sequelize } from 'sequelize';
import type { SqlStatement } from './sqlite-statements-in-order.ts';

/** Sends statements as one script on the session's connection and resolves with each statement's result. */
export type MysqlScript = (statements: readonly SqlStatement[]) => Promise<unknown[]>;

/** Connections of the script pool: a script is short, and a service runs few at once (its group commit, its relay). */
const SCRIPT_POOL_SIZE = 4;

/** A transaction's bounds, for the first and the last script of one. */
export const MYSQL_START_TRANSACTION: SqlStatement = { sql: 'START TRANSACTION', params: [] };
export const MYSQL_COMMIT: SqlStatement = { sql: 'COMMIT', params: [] };
const MYSQL_ROLLBACK: SqlStatement = { sql: 'ROLLBACK', params: [] };
const CONNECT_TIMEOUT_MS = 5000;
/**
 * UTC, as Sequelize's connections; and strict whatever the server's default (MySQL's and MariaDB's are
 * strict already): a value a column cannot hold fails its statement, and with it the script, instead of
 * being stored changed with a warning. Scripts rely on it (a NOT NULL column refusing a NULL ends a batch
 * for a deleted quiz: the attempt service's mysql-attempt-batch.ts).
 */
const SESSION_SETTINGS = `SET time_zone = '+00:00', sql_mode = IF(@@SESSION.sql_mode = '', 'STRICT_ALL_TABLES', CONCAT(@@SESSION.sql_mode, ',STRICT_ALL_TABLES'))`;

type SequelizeConfig = { host?: string; port?: number | string; username?: string; password?: string; database?: string };

const pools = new WeakMap<Sequelize, Pool>();

/**
 * The script pool of `sequelize`'s MySQL database, made on first use: mysql2 connections with
 * `multipleStatements`, in UTC like Sequelize's, and closed by `sequelize.close()`. Only kit-db's
 * scripts use them: Sequelize's own pool keeps multiple statements off, so nothing that passes through a
 * model or `sequelize.query` can ever be stacked.
 */
function scriptPoolOf(sequelize: Sequelize): Pool {
  const existing = pools.get(sequelize);
  if (existing) return existing;
  const config = sequelize.config as SequelizeConfig;
  const pool = mysql.createPool({
    host: config.host,
    port: config.port === undefined ? undefined : Number(config.port),
    user: config.username,
    password: config.password ?? undefined,
    database: config.database,
    charset: 'utf8mb4',
    timezone: 'Z',
    supportBigNumbers: true,
    bigNumberStrings: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    connectionLimit: SCRIPT_POOL_SIZE,
    multipleStatements: true,
  });
  // Each new connection in UTC and strict before its first script (a connection runs its commands in order).
  pool.on('connection', (connection) => connection.query(SESSION_SETTINGS));
  pools.set(sequelize, pool);
  const closeSequelize = sequelize.close.bind(sequelize);
  sequelize.close = async () => {
    pools.delete(sequelize);
    await new Promise<void>((resolve) => pool.end(() => resolve()));
    return closeSequelize();
  };
  return pool;
}

const borrow = (pool: Pool): Promise<PoolConnection> =>
  new Promise((resolve, reject) => pool.getConnection((error, connection) => (error ? reject(error) : resolve(connection))));

/** One packet, one round trip: the statements with their values escaped by the driver, separated by `;`. */
function runScript(connection: PoolConnection, statements: readonly SqlStatement[]): Promise<unknown[]> {
  if (statements.length === 0) return Promise.resolve([]);
  const text = statements.map((statement) => connection.format(statement.sql, [...statement.params])).join(';\n');
  return new Promise((resolve, reject) => {
    connection.query(text, (error, results) => {
      if (error) reject(error);
      // mysql2 gives a single statement's result as it is, several as an array of them.
      else resolve(statements.length === 1 ? [results] : (results as unknown[]));
    });
  });
}

const isFatal = (error: unknown): boolean => Boolean((error as { fatal?: boolean } | undefined)?.fatal);

/**
 * MySQL/MariaDB: runs `work` on one connection of the database's script pool. Each call of its `run`
 * sends the statements given as **one script**: one packet and one round trip however many statements,
 * where mysql2 otherwise sends a statement only once the one before it has answered — so a transaction of
 * n statements costs n + 2 round trips, each a write and a read on both sides (issue 14's profile of the
 * distributed services: the drivers' socket writes were a quarter of the attempt service's time). The
 * server stops a script at its first failing statement; `run` then rejects with that (raw mysql2) error.
 *
 * Write `MYSQL_START_TRANSACTION` … `MYSQL_COMMIT` into the scripts for a transaction. Should `work` throw (or a script
 * fail), whatever transaction is open on the connection is rolled back before the connection goes back
 * to the pool (one that failed for good is closed), and the error is thrown on: nothing of an unfinished
 * transaction commits. Values are escaped by the driver (`?` placeholders, pass dates as `mysqlDateText`);
 * scripts are not in the debug SQL log. A connection's session state (a named lock) is the caller's to
 * release.
 */
export async function withMysqlScriptSession<T>(sequelize: Sequelize, work: (run: MysqlScript) => Promise<T>): Promise<T> {
  const connection = await borrow(scriptPoolOf(sequelize));
  let failure: unknown;
  try {
    return await work((statements) => runScript(connection, statements));
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    if (failure === undefined) connection.release();
    else if (isFatal(failure)) connection.destroy();
    else {
      await runScript(connection, [MYSQL_ROLLBACK]).then(
        () => connection.release(),
        () => connection.destroy(),
      );
    }
  }
}
