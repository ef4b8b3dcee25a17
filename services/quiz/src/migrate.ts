// The migration job's command (compose's migrate-quiz, the Kubernetes Job migrate-quiz; npm run migrate -w services/quiz):
// applies this service's pending migrations to its database and exits. In production the service itself
// only checks the schema version at start and refuses to start until this has run.
import { loadMigrationConfig } from '@quizlink/kit-config';
import { runMigrationJob } from '@quizlink/kit-db';
import { quizMigrations } from './data-access/migrations/index.ts';

process.exitCode = await runMigrationJob({ name: 'quiz', migrations: quizMigrations, config: loadMigrationConfig() });
