import path from 'node:path';
import { createLogger, type Logger } from '@quizlink/kit-logger';
import type { Migration } from './migrations.ts';
import { runMigrations } from './migrations.ts';
import { openDatabase } from './open-database.ts';

export type MigrationJobOptions = {
  /** The service's name: its logger and SQLite file `<DATA_DIR>/<name>.sqlite`, as `runService` opens it. */
  name: string;
  migrations: Migration[];
  config: { LOG_LEVEL: string; DATA_DIR: string; DATABASE_URL?: string | undefined };
  /** Tests: a logger of their own. */
  logger?: Logger;
};

/**
 * A service's migrate-only entry (`src/migrate.ts`, the migration job's command): opens the same database
 * the service would, applies the pending migrations under the named lock and closes it. Resolves with the
 * exit code: 0 when the schema is at the code's version, 1 after a failure (logged as fatal).
 */
export async function runMigrationJob(opts: MigrationJobOptions): Promise<0 | 1> {
  const logger = opts.logger ?? createLogger({ service: `${opts.name}-migrate`, level: opts.config.LOG_LEVEL });
  const started = Date.now();
  try {
    const sequelize = await openDatabase({
      url: opts.config.DATABASE_URL,
      sqliteFile: path.join(opts.config.DATA_DIR, `${opts.name}.sqlite`),
      logger,
      schema: 'migrate',
    });
    try {
      await runMigrations(sequelize, opts.migrations, logger);
    } finally {
      await sequelize.close();
    }
    logger.info({ ms: Date.now() - started, version: opts.migrations.at(-1)?.name }, `${opts.name} migrations done`);
    return 0;
  } catch (error) {
    logger.fatal({ err: error }, `${opts.name} migrations failed`);
    return 1;
  }
}
