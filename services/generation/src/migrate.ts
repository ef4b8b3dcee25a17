// The migration job's command (compose's migrate-generation, the Kubernetes Job migrate-generation; npm run migrate -w services/generation):
// applies this service's pending migrations to its database and exits. In production the service itself
// only checks the schema version at start and refuses to start until this has run.
import { loadMigrationConfig } from '@quizlink/kit-config';
import { runMigrationJob } from '@quizlink/kit-db';
import { generationMigrations } from './data-access/migrations/index.ts';

process.exitCode = await runMigrationJob({ name: 'generation', migrations: generationMigrations, config: loadMigrationConfig() });
