// The migration job's command (compose's migrate-shortlink, the Kubernetes Job migrate-shortlink; npm run migrate -w services/shortlink):
// applies this service's pending migrations to its database and exits. In production the service itself
// only checks the schema version at start and refuses to start until this has run.
import { loadMigrationConfig } from '@quizlink/kit-config';
import { runMigrationJob } from '@quizlink/kit-db';
import { shortlinkMigrations } from './data-access/migrations/index.ts';

process.exitCode = await runMigrationJob({ name: 'shortlink', migrations: shortlinkMigrations, config: loadMigrationConfig() });
