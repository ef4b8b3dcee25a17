import { z } from 'zod';
import { baseConfigShape } from './base-config.ts';
import { loadConfig } from './parse-config.ts';
import { PRODUCTION_INFRASTRUCTURE, requireInProduction } from './production-requirements.ts';

/**
 * The environment of a service's migration job (`src/migrate.ts`): only the database. Secrets, Redis and
 * Kafka are the running service's business, so the job's container gets none of them.
 */
export const migrationConfigSchema = requireInProduction(
  z.object({
    NODE_ENV: baseConfigShape.NODE_ENV,
    LOG_LEVEL: baseConfigShape.LOG_LEVEL,
    DATA_DIR: baseConfigShape.DATA_DIR,
    DATABASE_URL: baseConfigShape.DATABASE_URL,
  }),
  { DATABASE_URL: PRODUCTION_INFRASTRUCTURE.DATABASE_URL },
);
export type MigrationConfig = z.output<typeof migrationConfigSchema>;

/** Reads process.env for a migration job; prints every problem and exits 1 when it is invalid. */
export function loadMigrationConfig(env: NodeJS.ProcessEnv = process.env): MigrationConfig {
  return loadConfig(migrationConfigSchema, env);
}
