#!/usr/bin/env node
// Applies one service's pending database migrations and exits: the command of the migration job
// (compose's migrate-* services, the Kubernetes migrate-* Jobs), run from the service's own image:
//
//   node infra/deploy/migrate.mjs <quiz|attempt|generation|content|shortlink>
//
// Same database as the service would open (DATABASE_URL, else <DATA_DIR>/<name>.sqlite), same
// migration list, same named lock, so it is safe next to replicas still migrating at boot.
// Stop-gap: no service has a migrate-only entry point yet; when each has one (src/migrate.ts, with
// the boot-time schema check of issue 15), the jobs call it and this file goes. Until then it reads
// the migration list from the service's data-access folder, the one place outside the service that does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = {
  quiz: 'quizMigrations',
  attempt: 'attemptMigrations',
  generation: 'generationMigrations',
  content: 'contentMigrations',
  shortlink: 'shortlinkMigrations',
};

const name = process.argv[2];
if (!(name in MIGRATIONS)) {
  console.error(`usage: migrate.mjs <${Object.keys(MIGRATIONS).join('|')}>`);
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { openDatabase, runMigrations } = await import('@quizlink/kit-db');
const { createLogger } = await import('@quizlink/kit-logger');
const migrationsModule = await import(path.join(root, 'services', name, 'src', 'data-access', 'migrations', 'index.ts'));

const env = process.env;
const logger = createLogger({ service: `${name}-migrate`, level: env.LOG_LEVEL || 'info' });
if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
  logger.fatal('DATABASE_URL is required in production');
  process.exit(1);
}
try {
  const started = Date.now();
  const sequelize = await openDatabase({
    url: env.DATABASE_URL || undefined,
    sqliteFile: path.join(env.DATA_DIR || './data', `${name}.sqlite`),
    logger,
  });
  await runMigrations(sequelize, migrationsModule[MIGRATIONS[name]], logger);
  await sequelize.close();
  logger.info({ ms: Date.now() - started }, `${name} migrations done`);
} catch (error) {
  logger.fatal({ err: error }, `${name} migrations failed`);
  process.exit(1);
}
