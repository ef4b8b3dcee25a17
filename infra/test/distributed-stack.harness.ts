/**
 * The distributed stack exactly as `npm start -- --distributed` runs it: `infra/scripts/run-stack.mjs
 * --distributed` as a child process, which starts each service as its own process (and restarts one
 * that exits), then the gateway. Real MariaDB and Redis (DATABASE_URL, REDIS_URL), Kafka when
 * KAFKA_BROKERS is set; databases `<label>_<run>_<service>` of this run's own, dropped at the end;
 * topics, cache keys and rate-limit budgets prefixed with the run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { dropDatabaseAt, openDatabase } from '@quizlink/kit-db';
import { uniformRateLimitEnv } from '@quizlink/gateway/rate-limit-budgets';
import { createLogger } from '@quizlink/kit-logger';
import { databaseUrlFor, replicaOf, SERVICES } from '../scripts/lib/services.mjs';
import { TEST_RATE_LIMIT_PER_MINUTE } from './test-rate-limits.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const silent = createLogger({ service: 'distributed-stack-test', level: 'silent' });

/** MariaDB and Redis are required (the point is real infrastructure); Kafka is used when configured. */
export const canRunDistributedStack = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

export type ServiceName = 'quiz' | 'attempt' | 'generation' | 'content' | 'shortlink';

export type DistributedStack = {
  gatewayUrl: string;
  serviceUrl(name: ServiceName): string;
  /** The URL of a further replica (2, 3 …) the launcher runs (`attemptReplicas`). */
  replicaUrl(name: ServiceName, replica: number): string;
  /** Launcher output so far (its own lines and the services' logs), line by line. */
  output: string[];
  /** The pid of the service's process running now (a child of the launcher). */
  pidOf(name: ServiceName): number | undefined;
  /** A connection of the test's own to the service's database. */
  openServiceDatabase(name: ServiceName): Promise<Sequelize>;
  /**
   * One more process of this run beside the launcher's (a second replica of a service, a gateway of the
   * test's own): `file` (from the repository root) with the run's environment, the run's service URLs and
   * `env` on top. Its output joins `output`; `stop()` stops it (SIGTERM) before the launcher.
   */
  startExtraProcess(file: string, env: Record<string, string>): ChildProcess;
  /** The database URL a process of the service uses (a replica shares it). */
  serviceDatabaseUrl(name: ServiceName): string;
  /** SIGTERM to the launcher (it stops everything), then the run's databases are dropped. Resolves with the launcher's exit code. */
  stop(): Promise<number | null>;
};

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Linux's default first ephemeral port, when the setting cannot be read. */
const DEFAULT_EPHEMERAL_LOW = 32_768;

/** The first port the kernel hands out by itself (`listen(0)`, a connection's local port). */
function ephemeralPortsFrom(): number {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 0 ? low : DEFAULT_EPHEMERAL_LOW;
  } catch {
    return DEFAULT_EPHEMERAL_LOW;
  }
}

/** Where stack blocks start: above the well-known services' ports (MariaDB 3306, Redis 6379 …). */
const LOWEST_BLOCK_PORT = 10_000;
/** A stack's ports: the gateway's, then one per service (`serviceUrlOn`). */
const BLOCK_SIZE = 1 + SERVICES.length;

/** The port of replica `replica` (1 = the first) of a service on a stack at `base`, as run-stack.mjs places it. */
function portOn(base: number, name: ServiceName, replica = 1): number {
  const service = SERVICES.find((s) => s.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return base + 1 + SERVICES.indexOf(service) + (replicaOf(service, replica).port - service.port);
}

/**
 * A base port with base+0 (the gateway) … base+5 (the services, in SERVICES order), and the ports of
 * `attemptReplicas` attempt-service replicas, all free, below the kernel's own range: a port it could hand
 * to another suite's server or connection (jest runs suites side by side) between this check and the
 * stack's listen is never chosen (a CI run once lost the attempt service's port that way, for five minutes
 * of EADDRINUSE).
 */
export async function freePortBlock(attemptReplicas = 1): Promise<number> {
  const span = portOn(0, 'attempt', attemptReplicas) + 1;
  const highestBase = Math.max(LOWEST_BLOCK_PORT + 1, ephemeralPortsFrom() - Math.max(BLOCK_SIZE, span));
  for (let tries = 0; tries < 50; tries += 1) {
    const base = LOWEST_BLOCK_PORT + Math.floor(Math.random() * (highestBase - LOWEST_BLOCK_PORT));
    const replicaPorts = Array.from({ length: attemptReplicas - 1 }, (_, i) => portOn(base, 'attempt', i + 2));
    const ports = [...Array.from({ length: BLOCK_SIZE }, (_, i) => base + i), ...replicaPorts];
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error(`no free block of ${BLOCK_SIZE + attemptReplicas - 1} ports`);
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** The URL a service of a stack on `base` (freePortBlock) will listen on. */
export const serviceUrlOn = (base: number, name: ServiceName) => `http://127.0.0.1:${portOn(base, name)}`;

/**
 * `opts.base`: ports chosen beforehand (freePortBlock); `opts.env`: variables on top, e.g.
 * QUIZ_SERVICE_URL; `opts.attemptReplicas`: attempt-service processes the launcher runs (`--attempt-replicas`).
 */
export async function startDistributedStack(label: string, opts: { base?: number; env?: Record<string, string>; attemptReplicas?: number } = {}): Promise<DistributedStack> {
  const run = randomBytes(3).toString('hex');
  const attemptReplicas = opts.attemptReplicas ?? 1;
  const base = opts.base ?? (await freePortBlock(attemptReplicas));
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${label}_${run}`;
  const runDatabaseUrl = url.toString();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    // As `npm start` runs it (jest sets NODE_ENV=test).
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(base),
    SERVICE_PORT_BASE: String(base),
    DATABASE_URL: runDatabaseUrl,
    KAFKA_TOPIC_PREFIX: `${label}-${run}.`,
    CACHE_KEY_PREFIX: `${label}-${run}:`,
    ...uniformRateLimitEnv(TEST_RATE_LIMIT_PER_MINUTE),
  };
  for (const service of SERVICES) delete env[service.urlVar];
  Object.assign(env, opts.env);
  const launcher: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'infra/scripts/run-stack.mjs'), '--distributed', `--attempt-replicas=${attemptReplicas}`], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  launcher.stdout?.on('data', collect);
  launcher.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));

  const serviceDatabaseUrl = (name: ServiceName) => databaseUrlFor({ name, port: 0, metricsOffset: 0, urlVar: '', databaseVar: `${name.toUpperCase()}_DATABASE_URL` }, { DATABASE_URL: runDatabaseUrl }) as string;
  const serviceUrl = (name: ServiceName) => serviceUrlOn(base, name);
  const gatewayUrl = `http://127.0.0.1:${base}`;

  const extras: ChildProcess[] = [];
  const stack: DistributedStack = {
    gatewayUrl,
    serviceUrl,
    replicaUrl: (name, replica) => `http://127.0.0.1:${portOn(base, name, replica)}`,
    output,
    pidOf(name) {
      if (launcher.pid === undefined) return undefined;
      // The launcher's children, with their command lines: the one running this service's main.
      const listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(launcher.pid)], { encoding: 'utf8' });
      const line = listing.split('\n').find((l) => l.includes(`services/${name}/src/main.ts`));
      return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
    },
    openServiceDatabase: (name) => openDatabase({ url: serviceDatabaseUrl(name), sqliteFile: '', logger: silent }),
    serviceDatabaseUrl,
    startExtraProcess(file, extraEnv) {
      const urls = Object.fromEntries(SERVICES.map((s) => [s.urlVar, serviceUrl(s.name as ServiceName)]));
      const child = spawn(process.execPath, [path.join(repoRoot, file)], { cwd: repoRoot, env: { ...env, ...urls, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      extras.push(child);
      return child;
    },
    async stop() {
      for (const child of extras) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill('SIGTERM');
      const code = await exited;
      for (const service of SERVICES) await dropDatabaseAt(serviceDatabaseUrl(service.name as ServiceName)).catch(() => undefined);
      return code;
    },
  };
  try {
    // Generous: five services boot and migrate fresh databases at once, on a machine that may be busy.
    await waitFor(async () => (await fetch(`${gatewayUrl}/healthz`)).ok, 'the gateway', 480_000);
    for (const service of SERVICES) await waitFor(async () => (await fetch(`${serviceUrl(service.name as ServiceName)}/readyz`)).ok, `the ${service.name} service`, 300_000);
  } catch (error) {
    await stack.stop();
    throw new Error(`${String(error)}\n${output.slice(-40).join('\n')}`, { cause: error });
  }
  return stack;
}
