#!/usr/bin/env node
/**
 * Runs the whole platform.
 *   embedded (default): one process — gateway and the five services on loopback ports, SQLite files
 *     under DATA_DIR (./data), in-memory cache, in-process event bus.
 *   --distributed: each service is its own process, then the gateway; MySQL, Redis and Kafka come from
 *     DATABASE_URL, REDIS_URL and KAFKA_BROKERS (each service gets its own database, derived from
 *     DATABASE_URL as `<name>_<service>` unless <SERVICE>_DATABASE_URL is set).
 * Assumes dependencies are installed and front ends built (`npm start` does both).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { repoRoot } from './lib/prepare.mjs';
import { SERVICES, serviceEnv, waitForReady } from './lib/services.mjs';

const distributed = process.argv.includes('--distributed');
const children = [];

function start(label, file, env) {
  const child = spawn(process.execPath, [path.join(repoRoot, file)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${label} stopped (${signal ?? code}); stopping everything.`);
    stopAll(1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of [...children].reverse()) child.kill('SIGTERM');
  const timer = setTimeout(() => process.exit(code), 10_000);
  timer.unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() =>
    process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

if (!distributed) {
  start('embedded platform', 'infra/src/embedded-main.ts', {});
} else {
  // Secrets the services must share, made once per start unless configured: the admin token key
  // (content signs, quiz verifies) and the quiz service's internal-route credential (attempt sends it).
  const shared = {
    AUTH_TOKEN_SECRET: process.env.AUTH_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    INTERNAL_SERVICE_TOKEN: process.env.INTERNAL_SERVICE_TOKEN ?? randomBytes(32).toString('base64url'),
  };
  for (const service of SERVICES) start(`${service.name} service`, `services/${service.name}/src/main.ts`, { ...serviceEnv(service), ...shared });
  try {
    await Promise.all(SERVICES.map((s) => waitForReady(`http://127.0.0.1:${s.port}`, s.name)));
  } catch (error) {
    console.error(String(error));
    stopAll(1);
  }
  if (!stopping) {
    start('gateway', 'gateway/src/main.ts', Object.fromEntries(SERVICES.map((s) => [s.urlVar, `http://127.0.0.1:${s.port}`])));
  }
}
