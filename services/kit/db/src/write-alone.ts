import type { Sequelize } from 'sequelize';
import { withMysqlScriptSession } from './mysql-script.ts';
import { mysqlDateText } from './mysql-statements-in-order.ts';
import { sqliteDateText, type SqlStatement } from './sqlite-statements-in-order.ts';
import { runSqliteWriteTurn } from './sqlite-write-turn.ts';

/**
 * Writes of their own, outside any transaction of the caller, the cheapest way the database allows: on
 * SQLite one script in the file's write turn (`runSqliteWriteTurn`, queued with the other writers, in a
 * transaction of its own), on MySQL/MariaDB one script in one round trip (`withMysqlScriptSession`, each
 * statement committing alone). For housekeeping beside the hot path, such as the retention sweeps of kit-events.
 */
export async function runWritesAlone(sequelize: Sequelize, statements: SqlStatement[]): Promise<void> {
  if (sequelize.getDialect() === 'sqlite') await runSqliteWriteTurn(sequelize, statements);
  else await withMysqlScriptSession(sequelize, (run) => run(statements));
}

/** How the database at hand stores a `DATE(3)` value, for a plain statement's parameter: `sqliteDateText` or `mysqlDateText`. */
export function dateTextFor(sequelize: Sequelize): (date: Date) => string {
  return sequelize.getDialect() === 'sqlite' ? sqliteDateText : mysqlDateText;
}
