import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction, type Options } from 'sequelize';
import type { Logger } from '@quizlink/kit-logger';
import { parseMysqlUrl } from './mysql-url.ts';
import { setSchemaPolicy, type SchemaPolicy } from './schema-policy.ts';
import { createDatabaseIfMissing } from './mysql-admin.ts';
import { serializeTransactions } from './sqlite-serial-transactions.ts';
import { reuseTransactionConnection } from './sqlite-transaction-connection.ts';
import { NO_AUTOCHECKPOINT_PRAGMA, openWalWithCheckpoints, SQLITE_CHECKPOINTS, startSqliteCheckpoints, type SqliteCheckpointSettings } from './sqlite-checkpoints.ts';

export type OpenDatabaseOptions = {
  /** mysql://user:pass@host:port/db — wins over sqliteFile. */
  url?: string;
  /** SQLite file (parent directories are created) or ':memory:'. */
  sqliteFile?: string;
  logger: Logger;
  /** What `runMigrations` does on this connection: `migrate` (default) or `verify` (production services). */
  schema?: SchemaPolicy;
  /** SQLite file: when and how its WAL is checkpointed (default `SQLITE_CHECKPOINTS`; sqlite-checkpoints.ts). */
  sqliteCheckpoints?: SqliteCheckpointSettings;
};

const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Set on every connection (SQLite keeps them per connection, not in the file):
 * - `synchronous = NORMAL`: in WAL mode a commit is written to the WAL without an fsync, the WAL is
 *   synced at checkpoints. A committed transaction survives the process dying (`kill -9`: the file
 *   system has it); only a power cut or an OS crash can lose the last commits. The default, FULL,
 *   synced the WAL at every commit and made each write turn wait for the disk (issue 14's profile).
 * - `temp_store = MEMORY`: statement journals and sorts in memory, not temporary files in /var/tmp
 *   (a multi-row insert inside a transaction created and deleted one ~40 times a second under load).
 * - `wal_autocheckpoint = 0`: no commit checkpoints; a connection of their own does, beside the
 *   writers (sqlite-checkpoints.ts).
 */
const SQLITE_CONNECTION_PRAGMAS = `PRAGMA synchronous = NORMAL; PRAGMA temp_store = MEMORY; ${NO_AUTOCHECKPOINT_PRAGMA}`;

type SqliteConnection = {
  configure?: (option: 'busyTimeout', ms: number) => void;
  exec?: (sql: string, callback: (error: Error | null) => void) => void;
};
type SqliteConnectionManager = { getConnection: (options: unknown) => Promise<SqliteConnection> };

/**
 * Sequelize's SQLite dialect opens its connections itself (the default one, and one for transactions:
 * `reuseTransactionConnection`) and skips the afterConnect hook, so the only place to raise the lock
 * wait (sqlite3 waits 1 s by default) and to set the connection's pragmas is where connections are
 * made. sqlite3 runs a connection's calls in order, so the pragmas apply before its first query.
 */
function configureSqliteConnections(sequelize: Sequelize, logger: Logger): void {
  const manager = sequelize.connectionManager as unknown as SqliteConnectionManager;
  const getConnection = manager.getConnection.bind(manager);
  const configured = new WeakSet<object>();
  manager.getConnection = async (options) => {
    const connection = await getConnection(options);
    if (!configured.has(connection)) {
      configured.add(connection);
      connection.configure?.('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      connection.exec?.(SQLITE_CONNECTION_PRAGMAS, (error) => {
        if (error) logger.warn({ err: error }, 'sqlite connection pragmas not applied');
      });
    }
    return connection;
  };
}

async function openSqlite(file: string, common: Options, logger: Logger, checkpointSettings: SqliteCheckpointSettings): Promise<Sequelize> {
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sequelize = new Sequelize({
    ...common,
    dialect: 'sqlite',
    storage: file,
    // IMMEDIATE takes the write lock at BEGIN: a transaction never fails half-way on a lock upgrade.
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
  configureSqliteConnections(sequelize, logger);
  const checkpoints = inMemory ? undefined : await openWalWithCheckpoints(sequelize);
  // ':memory:' is one connection for everything already (Sequelize keys it by the file, not the transaction).
  if (!inMemory) reuseTransactionConnection(sequelize);
  serializeTransactions(sequelize);
  if (checkpoints) startSqliteCheckpoints(sequelize, checkpoints, logger, checkpointSettings);
  return sequelize;
}

async function openMysql(url: string, common: Options): Promise<Sequelize> {
  const target = parseMysqlUrl(url);
  await createDatabaseIfMissing(target);
  return new Sequelize(target.database, target.user, target.password, {
    ...common,
    dialect: 'mysql',
    host: target.host,
    port: target.port,
    timezone: '+00:00',
    dialectOptions: { connectTimeout: 5000, charset: 'utf8mb4' },
    pool: { max: 10, min: 0, acquire: 10_000, idle: 10_000 },
  });
}

/**
 * Opens the service's database: MySQL/MariaDB when `url` is given (the database is created if missing),
 * otherwise the SQLite file (embedded mode). SQL is logged at debug. The returned instance has been
 * checked with a round trip; close it with `sequelize.close()`.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Sequelize> {
  const log = opts.logger.child({ component: 'db' });
  const common: Options = { logging: (sql: string) => log.debug({ sql }, 'sql') };
  let sequelize: Sequelize;
  if (opts.url) sequelize = await openMysql(opts.url, common);
  else if (opts.sqliteFile) sequelize = await openSqlite(opts.sqliteFile, common, log, opts.sqliteCheckpoints ?? SQLITE_CHECKPOINTS);
  else throw new Error('openDatabase needs a url (MySQL) or a sqliteFile');
  try {
    await sequelize.authenticate({ logging: false });
  } catch (error) {
    await sequelize.close();
    throw error;
  }
  setSchemaPolicy(sequelize, opts.schema ?? 'migrate');
  log.info({ dialect: sequelize.getDialect() }, 'database open');
  return sequelize;
}

/** Rejects when the database cannot answer a trivial query (readiness checks). */
export async function pingDatabase(sequelize: Sequelize): Promise<void> {
  await sequelize.query('SELECT 1', { logging: false });
}
