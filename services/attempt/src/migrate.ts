// The migration job's command (compose's migrate-attempt, the Kubernetes Job migrate-attempt; npm run migrate -w services/attempt):
// applies this service's pending migrations to its database and exits. In production the service itself
// only checks the schema version at start and refuses to start until this has run.
import { loadMigrationConfig } from '@quizlink/kit-config';
import { runMigrationJob } from '@quizlink/kit-db';
import { attemptMigrations } from './data-access/migrations/index.ts';

process.exitCode = await runMigrationJob({ name: 'attempt', migrations: attemptMigrations, config: loadMigrationConfig() });
