import os from 'node:os';
import path from 'node:path';

/**
 * Where an end-to-end run keeps its data: on MySQL a database of its own per run, embedded a data
 * folder of its own, so runs never see each other's quizzes. Shared by the Playwright config (which
 * starts the stack on it) and `npm test` (which removes it after a green run).
 */
export type RunEnvironment = { DATABASE_URL?: string; REDIS_URL?: string; KAFKA_BROKERS?: string };

/** The stack runs distributed (a process per service on MySQL, Redis and Kafka) when all three are set. */
export const isDistributedRun = (env: RunEnvironment): boolean => Boolean(env.DATABASE_URL && env.REDIS_URL && env.KAFKA_BROKERS);

/** The run's own database on the server DATABASE_URL points at (the launcher derives one per service from it). */
export function runDatabaseUrl(databaseUrl: string, runId: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/e2e_${runId}`;
  return url.toString();
}

/** The run's own data folder in embedded mode (SQLite files and uploads): `quizlink-e2e-<run>` in the system's temp folder. */
export function runDataDir(runId: string, tmpDir: string = os.tmpdir()): string {
  return path.join(tmpDir, `quizlink-e2e-${runId}`);
}
