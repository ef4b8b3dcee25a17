import type { Sequelize } from 'sequelize';
import { writeTurnOf } from './sqlite-serial-transactions.ts';
import { runStatementsInOrder, type SqlStatement } from './sqlite-statements-in-order.ts';
import { connectionLenderOf } from './sqlite-transaction-connection.ts';

type SqliteConnection = {
  exec(sql: string, callback: (error: Error | null) => void): void;
};

/** SQLite's answer to a ROLLBACK when BEGIN itself had failed: nothing to undo. */
const NO_TRANSACTION = /no transaction is active/i;

/**
 * A value as an SQLite literal. Text is quoted (a quote doubled: SQLite's only escape); text holding a
 * NUL character is refused, since the script is handed over as C text. Numbers must be finite.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new TypeError('text with a NUL character cannot go into an SQLite script');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new TypeError(`no SQLite literal for a ${typeof value} (pass dates as text: sqliteDateText)`);
}

/**
 * The statements as one script between BEGIN IMMEDIATE and COMMIT, each `?` placeholder replaced by its
 * value's literal, in order (the SQL must hold no other `?`). The pieces are joined once, so the driver
 * gets one flat string: built by a replace per statement and templates around them, the text was copied
 * three times over and once more when the driver flattened it (issue 14, twenty-first round's allocation
 * profile: the script took ~16 KB a submission and now takes ~8; 105 → 99 KB in all).
 */
function scriptOf(statements: readonly SqlStatement[]): string {
  const parts: string[] = ['BEGIN IMMEDIATE;\n'];
  for (const { sql, params } of statements) {
    const pieces = sql.split('?');
    if (pieces.length - 1 !== params.length) throw new TypeError(`${params.length} values for ${pieces.length - 1} placeholders`);
    parts.push(pieces[0] as string);
    for (let index = 0; index < params.length; index += 1) parts.push(literal(params[index]), pieces[index + 1] as string);
    parts.push(';\n');
  }
  parts.push('COMMIT;');
  return parts.join('');
}

const exec = (connection: SqliteConnection, sql: string) => new Promise<Error | null>((resolve) => connection.exec(sql, (error) => resolve(error)));

/**
 * SQLite: the statements as one transaction in the file's write turn, handed to the driver as **one
 * script** — `BEGIN IMMEDIATE; …; COMMIT` — so it runs in one worker job with one wait. node-sqlite3
 * runs every statement of its own as a worker job whose completion the main thread must see before it
 * starts the next, so a transaction of n statements costs n + 2 turns of a busy event loop inside the
 * turn that every other writer of the file waits for (issue 14's profile). The script stops at the first
 * failing statement; the transaction is then rolled back and the error (the driver's: `SQLITE_CONSTRAINT`
 * …) thrown, nothing committed. No rows come back: a statement that must refuse the whole transaction
 * does so by failing (a constraint), not by a row for the caller to inspect. Values are inlined as
 * literals (`?` placeholders only, no `?` elsewhere in the SQL; text with a NUL is refused). It takes its
 * turn in the queue of `sequelize.transaction()` (kit-db serialises them) on the kept transaction
 * connection; one a failed ROLLBACK leaves in an unknown state is closed (closing rolls back) and
 * replaced. Without a kept connection (`':memory:'`) it runs in a Sequelize transaction, same outcome.
 */
export async function runSqliteWriteTurn(sequelize: Sequelize, statements: readonly SqlStatement[]): Promise<void> {
  const takeTurn = writeTurnOf(sequelize);
  const lend = connectionLenderOf(sequelize);
  if (!takeTurn || !lend) {
    await sequelize.transaction((transaction) => runStatementsInOrder(transaction, statements));
    return;
  }
  const script = scriptOf(statements);
  const release = await takeTurn();
  try {
    const borrowed = await lend();
    const connection = borrowed.connection as SqliteConnection;
    let healthy = true;
    try {
      const failure = await exec(connection, script);
      if (failure) {
        const rollback = await exec(connection, 'ROLLBACK');
        healthy = !rollback || NO_TRANSACTION.test(rollback.message);
        throw failure;
      }
    } finally {
      await borrowed.giveBack(!healthy);
    }
  } finally {
    release();
  }
}
