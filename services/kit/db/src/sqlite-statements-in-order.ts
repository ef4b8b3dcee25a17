import type { Transaction } from 'sequelize';

type SqliteConnection = {
  serialize(callback: () => void): void;
  all(sql: string, params: unknown[], callback: (error: Error | null, rows: unknown[] | undefined) => void): void;
};

/** One statement for `runStatementsInOrder`: SQL with `?` placeholders and its values. */
export type SqlStatement = { sql: string; params: readonly unknown[] };

/**
 * SQLite only: runs the statements on the connection that `transaction` holds, one after the other in
 * the order given, and waits once for all of them. Through Sequelize each statement of a write turn is
 * its own awaited round trip with its per-query work (building the driver statement, an `Error` stack,
 * model instances for a bulk insert); inside kit-db's serialised turn every such wait is a wait of every
 * other writer (issue 14's profile). Resolves with each statement's rows (those of a `RETURNING` or a
 * `SELECT`; `[]` otherwise). When any statement fails, the later ones still run and the promise rejects
 * with the first error: the caller throws it on, and its transaction rolls back, undoing them all. Values
 * go to the driver as they are: pass text for dates (the format Sequelize stores: `sqliteDateText`).
 * Not logged at debug (Sequelize's SQL log does not see them).
 */
export function runStatementsInOrder(transaction: Transaction, statements: readonly SqlStatement[]): Promise<unknown[][]> {
  const connection = (transaction as unknown as { connection?: Partial<SqliteConnection> }).connection;
  if (typeof connection?.serialize !== 'function' || typeof connection.all !== 'function') {
    return Promise.reject(new Error('runStatementsInOrder needs a transaction on a SQLite connection'));
  }
  const sqlite = connection as SqliteConnection;
  if (statements.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const results: unknown[][] = [];
    let left = statements.length;
    let failure: Error | undefined;
    // serialize(): the driver runs the statements queued in the callback in order, not side by side.
    sqlite.serialize(() => {
      statements.forEach((statement, index) => {
        sqlite.all(statement.sql, [...statement.params], (error, rows) => {
          if (error && !failure) failure = error;
          results[index] = rows ?? [];
          left -= 1;
          if (left === 0) {
            if (failure) reject(failure);
            else resolve(results);
          }
        });
      });
    });
  });
}

/** A date as Sequelize stores a `DATE(3)` in SQLite (`2026-11-26 06:45:01.500 +00:00`), so its reads parse it as before. */
export function sqliteDateText(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)} +00:00`;
}
