#!/usr/bin/env node
/**
 * `npm start`: prepares a fresh clone (dependencies, front-end builds) and serves everything on the
 * embedded defaults at http://localhost:8080 (PORT changes it). `npm start -- --distributed` runs each
 * service as its own process against DATABASE_URL / REDIS_URL / KAFKA_BROKERS instead.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureSupportedNode, ensureDependencies, ensureFrontEndsBuilt, repoRoot } from './lib/prepare.mjs';

// On an older Node (this kind of machine ships 20): fetch Node 24 once and re-run this script on it.
await ensureSupportedNode();
if (process.argv.includes('--help')) {
  console.log(`Usage: npm start [-- --distributed [--attempt-replicas=N]]
  Serves QuizLink on the embedded defaults at http://localhost:8080 (PORT changes it);
  --distributed runs each service as its own process against DATABASE_URL, REDIS_URL and KAFKA_BROKERS;
  --attempt-replicas=N (1–8) runs N attempt-service processes there, the gateway taking them in turn.`);
  process.exit(0);
}
ensureDependencies();
ensureFrontEndsBuilt();

const child = spawn(process.execPath, [path.join(repoRoot, 'infra/scripts/run-stack.mjs'), ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
