#!/usr/bin/env node
/**
 * Runs the whole platform.
 *   embedded (default): one process — gateway and the five services on loopback ports, SQLite files
 *     under DATA_DIR (./data), in-memory cache, in-process event bus.
 *   --distributed: each service is its own process, then the gateway; MySQL, Redis and Kafka come from
 *     DATABASE_URL, REDIS_URL and KAFKA_BROKERS (each service gets its own database, derived from
 *     DATABASE_URL as `<name>_<service>` unless <SERVICE>_DATABASE_URL is set). A process that exits
 *     is restarted with backoff (lib/supervisor.mjs), one log line per restart; the others keep running.
 *     --attempt-replicas=N (1–8, default 1) runs N attempt-service processes on one attempt database, as
 *     N pods would be (each its own outbox relay); the gateway takes them in turn (ATTEMPT_SERVICE_URL
 *     lists them). The first listens on the attempt service's port, each further one 10 ports after.
 * Ctrl-C/SIGTERM stops everything: SIGTERM to the gateway, then to the services; each drains and exits.
 * Assumes dependencies are installed and front ends built (`npm start` does both).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { nodeRuntimeFlags } from './lib/node-runtime.mjs';
import { repoRoot } from './lib/prepare.mjs';
import { replicaOf, SERVICES, serviceEnv, waitForReady } from './lib/services.mjs';
import { supervise } from './lib/supervisor.mjs';

const distributed = process.argv.includes('--distributed');
const MAX_ATTEMPT_REPLICAS = 8;
const replicasFlag = process.argv.find((arg) => arg.startsWith('--attempt-replicas='))?.split('=')[1] ?? '1';
const attemptReplicas = Number(replicasFlag);
if (!Number.isInteger(attemptReplicas) || attemptReplicas < 1 || attemptReplicas > MAX_ATTEMPT_REPLICAS || (attemptReplicas > 1 && !distributed)) {
  console.error(`--attempt-replicas takes a whole number from 1 to ${MAX_ATTEMPT_REPLICAS}, with --distributed (got ${replicasFlag}).`);
  process.exit(2);
}
/** The gateway's then the services' own shutdown budgets (20 s each: in-flight requests, outbox flush), so none is cut short. */
const STOP_WAIT_MS = 45_000;
/** Each running piece: `stop()` sends SIGTERM and resolves when it has exited. */
const pieces = [];

function spawnPiece(file, env) {
  return spawn(process.execPath, [...nodeRuntimeFlags(), path.join(repoRoot, file)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Distributed mode: a piece that exits is restarted with backoff; the others keep running. */
function startSupervised(label, file, env) {
  pieces.push(supervise({ label, start: () => spawnPiece(file, env) }));
}

/** Embedded mode: the one process is the whole platform; when it exits, so does the launcher. */
function startEmbedded() {
  const child = spawnPiece('infra/src/embedded-main.ts', {});
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`embedded platform stopped (${signal ?? code}); stopping.`);
    stopAll(code === 0 ? 0 : 1);
  });
  pieces.push({
    stop: () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); })),
  });
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => process.exit(code), STOP_WAIT_MS);
  timer.unref();
  // The gateway (started last) drains first, so its requests in flight still find their services; then the services.
  const [last, ...others] = [...pieces].reverse();
  Promise.resolve(last?.stop())
    .then(() => Promise.all(others.map((piece) => piece.stop())))
    .then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

if (!distributed) {
  startEmbedded();
} else {
  // Secrets the services must share, made once per start unless configured: the admin token key
  // (content signs, quiz verifies) and the quiz service's internal-route credential (attempt sends it).
  const shared = {
    AUTH_TOKEN_SECRET: process.env.AUTH_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    INTERNAL_SERVICE_TOKEN: process.env.INTERNAL_SERVICE_TOKEN ?? randomBytes(32).toString('base64url'),
  };
  const replicasOf = (service) => Array.from({ length: service.name === 'attempt' ? attemptReplicas : 1 }, (_, i) => replicaOf(service, i + 1));
  const instances = SERVICES.flatMap((service) => replicasOf(service).map((instance, i) => ({ instance, label: `${service.name} service${i > 0 ? ` (replica ${i + 1})` : ''}` })));
  for (const { instance, label } of instances) startSupervised(label, `services/${instance.name}/src/main.ts`, { ...serviceEnv(instance), ...shared });
  // A service slow to get ready (or crash-looping) holds up nobody: the gateway starts anyway and answers
  // 502 for that service's routes until it is up.
  const waits = await Promise.allSettled(instances.map(({ instance, label }) => waitForReady(`http://127.0.0.1:${instance.port}`, label)));
  for (const wait of waits) if (wait.status === 'rejected') console.error(`${wait.reason.message}; starting the gateway anyway.`);
  if (!stopping) {
    const upstreams = SERVICES.map((s) => [s.urlVar, replicasOf(s).map((instance) => `http://127.0.0.1:${instance.port}`).join(',')]);
    startSupervised('gateway', 'gateway/src/main.ts', Object.fromEntries(upstreams));
  }
}
