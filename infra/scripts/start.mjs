#!/usr/bin/env node
/**
 * `npm start`: prepares a fresh clone (dependencies, front-end builds) and serves everything on the
 * embedded defaults at http://localhost:8080 (PORT changes it). `npm start -- --distributed` runs each
 * service as its own process against DATABASE_URL / REDIS_URL / KAFKA_BROKERS instead.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertNodeVersion, ensureDependencies, ensureFrontEndsBuilt, repoRoot } from './lib/prepare.mjs';

assertNodeVersion();
ensureDependencies();
ensureFrontEndsBuilt();

const child = spawn(process.execPath, [path.join(repoRoot, 'infra/scripts/run-stack.mjs'), ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
