import { createRequire } from 'node:module';
import type { startTracing as StartTracing } from './start-tracing.ts';
import { tracingEnabled } from './tracing-switch.ts';

/*
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set; unset, it loads nothing of OpenTelemetry.
 * Preload it (`node --import @quizlink/kit-tracing/register …`, or NODE_OPTIONS) so its loader hooks
 * see every module of the process: Express and Redis are imported as ES modules, and an ES module
 * graph is loaded before any of its code runs. Each entry also imports it first, so without the
 * preload tracing still starts (HTTP, mysql2 through Sequelize, the event bus, log lines), only
 * without the Express and Redis spans. The service name is OTEL_SERVICE_NAME, else the entry's
 * folder (`services/quiz/src/main.ts` → `quizlink-quiz`).
 */

/** Packages loaded as ES modules that the instrumentations patch. */
const INSTRUMENTED_MODULES = ['express', 'mysql2', 'redis', '@redis/client'];

function serviceName(env: NodeJS.ProcessEnv, entry: string): string {
  if (env.OTEL_SERVICE_NAME) return env.OTEL_SERVICE_NAME;
  const match = /(?:services[\\/]([\w-]+)|(gateway)|(infra))[\\/]src[\\/]/.exec(entry);
  const name = match?.[1] ?? match?.[2] ?? (match?.[3] ? 'embedded' : undefined);
  return name ? `quizlink-${name}` : 'quizlink';
}

if (tracingEnabled(process.env)) {
  // require(), not import(): synchronous, so tracing is on before the next import of the entry runs.
  const require = createRequire(import.meta.url);
  // The services import express, mysql2 (through Sequelize) and redis from ES modules, which the
  // instrumentations' require hook never sees: import-in-the-middle's in-thread loader hook lets them patch those too.
  const { register } = require('import-in-the-middle/register-hooks.mjs') as { register(options: { include: string[] }): void };
  register({ include: INSTRUMENTED_MODULES });
  const { startTracing } = require('./start-tracing.ts') as { startTracing: typeof StartTracing };
  const tracing = startTracing({ service: serviceName(process.env, process.argv[1] ?? '') });
  process.once('beforeExit', () => void tracing.shutdown());
}
