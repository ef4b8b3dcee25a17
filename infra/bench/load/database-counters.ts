import mysql from 'mysql2/promise';
import { parseMysqlUrl } from '@quizlink/kit-db';

/** What the database server did over a round, from its global counters (server-wide: every client of it counts). */
export type DatabaseCounters = {
  /** InnoDB row-lock waits and the milliseconds waited (`Innodb_row_lock_waits`, `Innodb_row_lock_time`). */
  rowLockWaits: number;
  rowLockMs: number;
  /** Statements clients sent (`Questions`; not those run inside stored programs). */
  statements: number;
  /**
   * Rows the storage engines were asked to read, insert, update and delete (`Handler_read_*` summed,
   * `Handler_write`, `Handler_update`, `Handler_delete`; MariaDB has no `Innodb_rows_*`). Temporary tables count too.
   */
  rowsRead: number;
  rowsInserted: number;
  rowsUpdated: number;
  rowsDeleted: number;
};

/** Each counter and the status variables it adds up. */
const STATUS_VARIABLES: Record<keyof DatabaseCounters, readonly string[]> = {
  rowLockWaits: ['Innodb_row_lock_waits'],
  rowLockMs: ['Innodb_row_lock_time'],
  statements: ['Questions'],
  rowsRead: ['Handler_read_first', 'Handler_read_key', 'Handler_read_last', 'Handler_read_next', 'Handler_read_prev', 'Handler_read_rnd', 'Handler_read_rnd_next'],
  rowsInserted: ['Handler_write'],
  rowsUpdated: ['Handler_update'],
  rowsDeleted: ['Handler_delete'],
};

/** `combine(a, b)` counter by counter. */
const counterByCounter = (a: DatabaseCounters, b: DatabaseCounters, combine: (x: number, y: number) => number): DatabaseCounters =>
  Object.fromEntries(Object.keys(STATUS_VARIABLES).map((key) => [key, combine(a[key as keyof DatabaseCounters], b[key as keyof DatabaseCounters])])) as DatabaseCounters;

/** `after − before`, counter by counter. */
export const countersBetween = (before: DatabaseCounters, after: DatabaseCounters): DatabaseCounters => counterByCounter(after, before, (x, y) => x - y);

/** The counters of several rounds, added up counter by counter (at least one round). */
export const summedCounters = (rounds: readonly DatabaseCounters[]): DatabaseCounters => rounds.reduce((sum, round) => counterByCounter(sum, round, (x, y) => x + y));

/**
 * The server's global counters (`SHOW GLOBAL STATUS`), read before and after a round: how often a
 * transaction waited for a row another one held (the leaderboard bucket row was the first suspect), how many
 * statements the system sent per submission, and the rows they read and wrote. Each reading is one
 * statement of its own, counted too (two per round, against thousands).
 */
export async function openDatabaseCounters(databaseUrl: string) {
  const { host, port, user, password } = parseMysqlUrl(databaseUrl);
  const connection = await mysql.createConnection({ host, port, user, password });
  const names = Object.values(STATUS_VARIABLES).flat();
  return {
    async read(): Promise<DatabaseCounters> {
      const [rows] = await connection.query(`SHOW GLOBAL STATUS WHERE Variable_name IN (${names.map(() => '?').join(', ')})`, names);
      const value = (name: string) => Number((rows as Array<{ Variable_name: string; Value: string }>).find((r) => r.Variable_name === name)?.Value ?? 0);
      return Object.fromEntries(Object.entries(STATUS_VARIABLES).map(([key, variables]) => [key, variables.reduce((sum, name) => sum + value(name), 0)])) as DatabaseCounters;
    },
    close: () => connection.end(),
  };
}
export type DatabaseCounterReader = Awaited<ReturnType<typeof openDatabaseCounters>>;
