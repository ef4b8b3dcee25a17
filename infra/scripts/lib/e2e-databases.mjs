import { SERVICES, databaseUrlFor } from './services.mjs';

/**
 * A distributed end-to-end run's own databases (one per service) go after a green run; after a red
 * one they stay for a look, and their names are printed. Embedded runs keep nothing on MySQL.
 */
export async function dropRunDatabases(runId, outcome, env = process.env) {
  // Imported here, not at the top: test.mjs loads this file before it has checked the Node version
  // (TypeScript files need Node's type stripping) and installed the dependencies (kit-db).
  const { isDistributedRun, runDatabaseUrl } = await import('../../e2e/support/run-database.ts');
  if (!isDistributedRun(env)) return;
  const runUrl = runDatabaseUrl(env.DATABASE_URL, runId);
  const urls = SERVICES.map((service) => databaseUrlFor(service, { DATABASE_URL: runUrl }));
  const names = urls.map((url) => new URL(url).pathname.slice(1)).join(', ');
  if (outcome.failed) {
    console.log(`end-to-end databases kept for inspection: ${names}`);
    return;
  }
  try {
    const { dropDatabaseAt } = await import('@quizlink/kit-db');
    for (const url of urls) await dropDatabaseAt(url);
  } catch (error) {
    console.warn(`end-to-end databases ${names} could not all be dropped: ${error.message}`);
  }
}
