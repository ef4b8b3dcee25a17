import type { Sequelize } from 'sequelize';
import { mysqlPreparedRead } from './mysql-statements-in-order.ts';

type SqliteStatement = {
  all(params: unknown[], callback: (error: Error | null, rows: unknown[]) => void): void;
  finalize(callback?: () => void): void;
};
type SqliteDatabase = {
  prepare(sql: string, callback: (error: Error | null) => void): SqliteStatement;
  close(callback?: (error: Error | null) => void): void;
};
type SqliteConnectionManager = { getConnection(options?: { uuid?: string }): Promise<SqliteDatabase> };

/** A read of the request's hot path: plain SQL with `?` placeholders, rows as the driver gives them. */
export type PreparedReads = {
  all<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]>;
};

/**
 * Reads on the hot path without Sequelize's per-query work. On SQLite, Sequelize runs every SELECT
 * through a fresh driver statement (prepared again each time), asks `PRAGMA table_info` of each table
 * first to type its columns, and formats an `Error` stack per query — three times the work of the read
 * itself (issue 14's profile). Here each SQL text is prepared once on Sequelize's default connection
 * (so reads never see a transaction's uncommitted writes, as before) and run again with new parameters;
 * rows come back as the driver reads them (numbers and strings; no date or boolean parsing — select
 * only columns that need none). The statements are finalised before that connection closes. On
 * MySQL/MariaDB it is a server-side prepared statement on a pooled connection (`mysqlPreparedRead`).
 */
export function createPreparedReads(sequelize: Sequelize): PreparedReads {
  if (sequelize.getDialect() !== 'sqlite') {
    return {
      all: <T extends object>(sql: string, params: readonly unknown[]) => mysqlPreparedRead<T>(sequelize, sql, params),
    };
  }
  const manager = sequelize.connectionManager as unknown as SqliteConnectionManager;
  let connection: SqliteDatabase | undefined;
  const statements = new Map<string, Promise<SqliteStatement>>();

  const open = async (): Promise<SqliteDatabase> => {
    if (connection) return connection;
    const db = await manager.getConnection({ uuid: 'default' });
    if (connection) return connection;
    connection = db;
    const close = db.close.bind(db);
    // sqlite3 refuses to close a connection with statements still prepared: finalise ours first.
    db.close = (callback) => {
      const prepared = [...statements.values()];
      statements.clear();
      connection = undefined;
      void Promise.allSettled(prepared)
        .then((settled) => Promise.all(settled.map((s) => (s.status === 'fulfilled' ? new Promise<void>((done) => s.value.finalize(() => done())) : undefined))))
        .then(() => close(callback));
    };
    return db;
  };

  const statementFor = (sql: string): Promise<SqliteStatement> => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = open().then(
        (db) =>
          new Promise<SqliteStatement>((resolve, reject) => {
            const prepared = db.prepare(sql, (error) => (error ? reject(error) : resolve(prepared)));
          }),
      );
      statement.catch(() => statements.delete(sql));
      statements.set(sql, statement);
    }
    return statement;
  };

  return {
    async all<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
      const statement = await statementFor(sql);
      return new Promise<T[]>((resolve, reject) => statement.all([...params], (error, rows) => (error ? reject(error) : resolve(rows as T[]))));
    },
  };
}
