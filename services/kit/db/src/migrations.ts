import { QueryTypes, type QueryInterface, type Sequelize, type Transaction } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '@quizlink/kit-logger';
import { schemaPolicyOf } from './schema-policy.ts';
import { compareSchema, SchemaMismatchError } from './schema-version.ts';

export type MigrationContext = { queryInterface: QueryInterface; sequelize: Sequelize };

/** One schema step. Names are recorded once applied, so never rename or reorder a shipped migration. */
export type Migration = {
  name: string;
  up(ctx: MigrationContext): Promise<void>;
  down?(ctx: MigrationContext): Promise<void>;
};

const LOCK_WAIT_SECONDS = 60;
/** umzug's SequelizeStorage default table: one row per applied migration name. */
const MIGRATIONS_TABLE = 'SequelizeMeta';

function assertUniqueNames(migrations: Migration[]): void {
  const seen = new Set<string>();
  for (const { name } of migrations) {
    if (seen.has(name)) throw new Error(`duplicate migration name: ${name}`);
    seen.add(name);
  }
}

/**
 * Several replicas of a service may start at once against one MySQL database; a named lock held on one
 * connection makes the others wait and then find nothing left to apply. SQLite is single-process.
 */
async function withMigrationLock(sequelize: Sequelize, run: () => Promise<void>): Promise<void> {
  if (sequelize.getDialect() !== 'mysql') return run();
  const lockName = `migrations:${sequelize.getDatabaseName()}`;
  await sequelize.transaction(async (transaction: Transaction) => {
    const [rows] = await sequelize.query('SELECT GET_LOCK(?, ?) AS acquired', { replacements: [lockName, LOCK_WAIT_SECONDS], transaction });
    if ((rows as Array<{ acquired: number | null }>)[0]?.acquired !== 1) throw new Error(`could not take the lock ${lockName}`);
    try {
      await run();
    } finally {
      await sequelize.query('SELECT RELEASE_LOCK(?)', { replacements: [lockName], transaction });
    }
  });
}

function createUmzug(sequelize: Sequelize, migrations: Migration[], log: Logger): Umzug<MigrationContext> {
  const context: MigrationContext = { queryInterface: sequelize.getQueryInterface(), sequelize };
  return new Umzug<MigrationContext>({
    migrations: migrations.map((migration) => ({
      name: migration.name,
      up: ({ context: ctx }) => migration.up(ctx),
      ...(migration.down ? { down: ({ context: ctx }: { context: MigrationContext }) => migration.down!(ctx) } : {}),
    })),
    context,
    storage: new SequelizeStorage({ sequelize, tableName: MIGRATIONS_TABLE }),
    logger: {
      info: (record) => log.info(record, 'migration'),
      warn: (record) => log.warn(record, 'migration'),
      error: (record) => log.error(record, 'migration'),
      debug: (record) => log.debug(record, 'migration'),
    },
  });
}

/**
 * Checks that the database's applied migrations are exactly the code's list (its schema version is the
 * list's last name). Reads only: never creates the `SequelizeMeta` table.
 * @throws SchemaMismatchError naming the pending and the unknown migrations.
 */
export async function checkSchemaVersion(sequelize: Sequelize, migrations: Migration[], logger: Logger): Promise<void> {
  assertUniqueNames(migrations);
  const log = logger.child({ component: 'migrations' });
  const tables = (await sequelize.getQueryInterface().showAllTables()).map((table) => (typeof table === 'string' ? table : String((table as { tableName?: string }).tableName)));
  // Every recorded name, also those this code does not know (umzug's executed() leaves them out).
  const applied = tables.includes(MIGRATIONS_TABLE)
    ? (await sequelize.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`, { type: QueryTypes.SELECT })).map((row) => row.name)
    : [];
  const expected = migrations.map((m) => m.name);
  const mismatch = compareSchema(expected, applied);
  if (mismatch) throw new SchemaMismatchError({ database: sequelize.getDatabaseName(), expected: expected.at(-1), applied: applied.at(-1), ...mismatch });
  log.info({ version: expected.at(-1) }, 'schema version checked');
}

/**
 * Brings the schema to the code's version, as the connection's policy says (`openDatabase`'s `schema`):
 * `migrate` (default) applies the pending `migrations` in array order (an explicit list, no globbing, so
 * bundling and review see exactly what runs), recording each in the `SequelizeMeta` table, and throws on
 * the first failure (the migrations before it stay applied); `verify` (production services) applies
 * nothing and throws `SchemaMismatchError` unless the migration job has already applied exactly this list.
 */
export async function runMigrations(sequelize: Sequelize, migrations: Migration[], logger: Logger): Promise<void> {
  if (schemaPolicyOf(sequelize) === 'verify') return checkSchemaVersion(sequelize, migrations, logger);
  assertUniqueNames(migrations);
  const log = logger.child({ component: 'migrations' });
  const umzug = createUmzug(sequelize, migrations, log);
  await withMigrationLock(sequelize, async () => {
    const applied = await umzug.up();
    log.info({ applied: applied.map((m) => m.name) }, applied.length ? 'migrations applied' : 'schema up to date');
  });
}
