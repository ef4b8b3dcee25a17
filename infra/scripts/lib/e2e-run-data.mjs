import fs from 'node:fs';
import { SERVICES, databaseUrlFor } from './services.mjs';

/**
 * An end-to-end run's own data goes after a green run; after a red one it stays for a look, and where
 * it is is printed. Distributed: its databases (one per service). Embedded: its data folder (SQLite
 * files and uploads). `tmpDir`: where embedded runs put theirs (the system's temp folder).
 */
export async function dropRunData(runId, outcome, env = process.env, tmpDir = undefined) {
  // Imported here, not at the top: test.mjs loads this file before it has checked the Node version
  // (TypeScript files need Node's type stripping) and installed the dependencies (kit-db).
  const { isDistributedRun, runDatabaseUrl, runDataDir } = await import('../../e2e/support/run-database.ts');
  if (!isDistributedRun(env)) {
    const dir = runDataDir(runId, tmpDir);
    if (!fs.existsSync(dir)) return;
    if (outcome.failed) console.log(`end-to-end data folder kept for inspection: ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
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
