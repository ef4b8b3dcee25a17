import type { QueryInterface, Sequelize, Transaction } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '@quizlink/kit-logger';

export type MigrationContext = { queryInterface: QueryInterface; sequelize: Sequelize };

/** One schema step. Names are recorded once applied, so never rename or reorder a shipped migration. */
export type Migration = {
  name: string;
  up(ctx: MigrationContext): Promise<void>;
  down?(ctx: MigrationContext): Promise<void>;
};

const LOCK_WAIT_SECONDS = 60;

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

/**
 * Applies the pending `migrations` in array order (an explicit list, no globbing, so bundling and
 * review see exactly what runs), recording each in the `SequelizeMeta` table. Throws on the first
 * failure; the migrations before it stay applied.
 */
export async function runMigrations(sequelize: Sequelize, migrations: Migration[], logger: Logger): Promise<void> {
  assertUniqueNames(migrations);
  const log = logger.child({ component: 'migrations' });
  const context: MigrationContext = { queryInterface: sequelize.getQueryInterface(), sequelize };
  const umzug = new Umzug<MigrationContext>({
    migrations: migrations.map((migration) => ({
      name: migration.name,
      up: ({ context: ctx }) => migration.up(ctx),
      ...(migration.down ? { down: ({ context: ctx }: { context: MigrationContext }) => migration.down!(ctx) } : {}),
    })),
    context,
    storage: new SequelizeStorage({ sequelize }),
    logger: {
      info: (record) => log.info(record, 'migration'),
      warn: (record) => log.warn(record, 'migration'),
      error: (record) => log.error(record, 'migration'),
      debug: (record) => log.debug(record, 'migration'),
    },
  });
  await withMigrationLock(sequelize, async () => {
    const applied = await umzug.up();
    log.info({ applied: applied.map((m) => m.name) }, applied.length ? 'migrations applied' : 'schema up to date');
  });
}
