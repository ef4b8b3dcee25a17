import type { Sequelize, Transaction } from 'sequelize';
import type { SqlStatement } from './sqlite-statements-in-order.ts';

type MysqlConnection = {
  query(sql: string, values: unknown[], callback: (error: Error | null, result: unknown) => void): void;
  execute(sql: string, values: unknown[], callback: (error: Error | null, rows: unknown) => void): void;
};
type MysqlConnectionManager = {
  getConnection(options: { type: 'read' | 'write' }): Promise<MysqlConnection>;
  releaseConnection(connection: MysqlConnection): void;
};

const isMysqlConnection = (connection: unknown): connection is MysqlConnection =>
  typeof (connection as Partial<MysqlConnection> | undefined)?.query === 'function' && typeof (connection as Partial<MysqlConnection>).execute === 'function';

/**
 * MySQL/MariaDB counterpart of `runStatementsInOrder`: queues the statements on the mysql2 connection
 * that `transaction` holds, all at once (the driver runs a connection's commands one after the other, in
 * the order queued), and waits once for all of them. Through Sequelize each would be its own awaited
 * query with its per-query work (SQL formatting, model instances for a bulk insert, an `Error` stack),
 * which issue 14's profile of the distributed attempt service showed as its largest item. Resolves with
 * each statement's result as mysql2 gives it (rows for a `SELECT`, a result header otherwise). When any
 * statement fails the later ones still run and the promise rejects with the first error (a raw mysql2
 * error, not a Sequelize one): the caller throws it on and its transaction rolls back, undoing them all.
 * Values are escaped by the driver (`?` placeholders); pass dates as `mysqlDateText`. Not logged at debug.
 */
export function runMysqlStatementsInOrder(transaction: Transaction, statements: readonly SqlStatement[]): Promise<unknown[]> {
  const connection = (transaction as unknown as { connection?: unknown }).connection;
  if (!isMysqlConnection(connection)) return Promise.reject(new Error('runMysqlStatementsInOrder needs a transaction on a MySQL connection'));
  if (statements.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const results: unknown[] = [];
    let left = statements.length;
    let failure: Error | undefined;
    statements.forEach((statement, index) => {
      connection.query(statement.sql, [...statement.params], (error, result) => {
        if (error && !failure) failure = error;
        results[index] = result;
        left -= 1;
        if (left === 0) {
          if (failure) reject(failure);
          else resolve(results);
        }
      });
    });
  });
}

/** A date as a MySQL `DATETIME(3)` value in UTC (kit-db's connections use time zone +00:00, as Sequelize writes them). */
export function mysqlDateText(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * A read of the hot path on MySQL/MariaDB: a server-side prepared statement (mysql2 `execute`, prepared
 * once per pooled connection and SQL text, then only parameters travel) on a connection borrowed from
 * Sequelize's pool, past Sequelize's per-query work. Rows as mysql2 reads them (Sequelize's type parsers).
 */
export function mysqlPreparedRead<T extends object>(sequelize: Sequelize, sql: string, params: readonly unknown[]): Promise<T[]> {
  const manager = sequelize.connectionManager as unknown as MysqlConnectionManager;
  return manager.getConnection({ type: 'read' }).then(
    (connection) =>
      new Promise<T[]>((resolve, reject) => {
        connection.execute(sql, [...params], (error, rows) => {
          manager.releaseConnection(connection);
          if (error) reject(error);
          else resolve(rows as T[]);
        });
      }),
  );
}
