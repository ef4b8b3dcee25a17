import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES } from '@quizlink/contracts/platform';
import { uniformRateLimitEnv } from '@quizlink/gateway/rate-limit-budgets';
import { dropDatabaseAt } from '@quizlink/kit-db';
import { INFRASTRUCTURE_VARIABLES } from '../../src/infrastructure-variables.ts';
import { freePort, processTree, startNode, stopProcess, tailOf, waitUntilUp, type ProcessInfo } from './processes.ts';

/**
 * A system the load bench drives: QuizLink (embedded or distributed), QuizLink of another checkout
 * (`--before`), the baseline monolith, or (`--floor`) the same monolith behind the barest Node proxy: one
 * hop, the least any gateway in front of a service costs.
 */
export type SystemUnderTest = {
  name: 'QuizLink' | 'before' | 'baseline' | 'floor';
  url: string;
  /** The system's processes now (a launcher's children included). */
  processes(): ProcessInfo[];
  /** The pid of the process that serves submissions in embedded mode (for the probe's signals). */
  pid: number;
  stop(): Promise<void>;
};

export type Mode = 'embedded' | 'distributed';

/** Which script a node command line runs, as a short label. */
function labelOf(cmdline: string): string {
  const service = /services\/(\w+)\/src\/main\.ts/.exec(cmdline)?.[1];
  if (service) return service;
  if (cmdline.includes('gateway/src/main.ts')) return 'gateway';
  if (cmdline.includes('embedded-main.ts')) return 'embedded';
  if (cmdline.includes('run-stack.mjs')) return 'launcher';
  if (cmdline.includes('baseline-monolith.ts')) return 'baseline';
  if (cmdline.includes('bare-proxy.ts')) return 'proxy';
  return cmdline.slice(0, 40);
}

/**
 * Options for a QuizLink start: the same entry points `npm start` uses. `repoRoot` may be another checkout
 * (`--before`, named `before`): it runs with its own node_modules and, if it has one, its own runtime flags.
 */
export type QuizLinkOptions = {
  repoRoot: string;
  mode: Mode;
  logLevel: string;
  execArgv?: string[];
  probeOut?: string;
  name?: 'QuizLink' | 'before';
  /** Distributed mode: attempt-service processes (run-stack.mjs `--attempt-replicas`; a checkout older than the flag runs one). */
  attemptReplicas?: number;
};

const RUNTIME_FLAGS_MODULE = 'infra/scripts/lib/node-runtime.mjs';

/** The Node flags `npm start` of the checkout at repoRoot gives its processes (none in a checkout older than the module). */
async function runtimeFlagsOf(repoRoot: string): Promise<string[]> {
  const file = path.join(repoRoot, RUNTIME_FLAGS_MODULE);
  if (!fs.existsSync(file)) return [];
  const runtime = (await import(file)) as { NODE_RUNTIME_FLAGS: string[]; nodeRuntimeFlags?: () => string[] };
  return runtime.nodeRuntimeFlags?.() ?? runtime.NODE_RUNTIME_FLAGS;
}

/**
 * Starts QuizLink. Embedded: `infra/src/embedded-main.ts` (what `npm start` runs) on a fresh DATA_DIR.
 * Distributed: `run-stack.mjs --distributed` with fresh databases `bench_<run>_<service>` on the
 * DATABASE_URL server, topics and Redis keys prefixed with the run's id; the databases are dropped on stop.
 */
export async function startQuizLink(opts: QuizLinkOptions): Promise<SystemUnderTest> {
  const port = await freePort();
  const runId = randomBytes(4).toString('hex');
  const env: NodeJS.ProcessEnv = {
    // The service credential between the attempt and quiz services, as an operator sets it (the same on both).
    INTERNAL_SERVICE_TOKEN: randomBytes(32).toString('hex'),
    // Every taker of the bench comes from one loopback address: the per-client start budget would cap --timed runs.
    ATTEMPT_START_RATE_LIMIT_PER_MINUTE: '1000000',
    // Likewise the gateway's per-client API budgets: 64 takers on one address are not one person.
    ...uniformRateLimitEnv(1_000_000),
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: opts.logLevel,
  };
  if (opts.probeOut) env.BENCH_PROBE_OUT = opts.probeOut;
  let dataDir: string | undefined;
  let databases: string[] = [];
  let script = 'infra/src/embedded-main.ts';
  const args: string[] = [];
  if (opts.mode === 'embedded') {
    for (const name of INFRASTRUCTURE_VARIABLES) delete env[name];
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizlink-load-'));
    env.DATA_DIR = dataDir;
  } else {
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/bench_${runId}`;
    env.DATABASE_URL = url.toString();
    databases = SERVICE_NAMES.map((name) => `${url.toString()}_${name}`);
    env.KAFKA_TOPIC_PREFIX = `bench-${runId}.`;
    env.CACHE_KEY_PREFIX = `bench-${runId}:`;
    env.SERVICE_PORT_BASE = String(await freePort());
    script = 'infra/scripts/run-stack.mjs';
    args.push('--distributed', `--attempt-replicas=${opts.attemptReplicas ?? 1}`);
  }
  // Embedded: the flags run-stack.mjs gives the process `npm start` runs (distributed: run-stack.mjs gives them to each piece).
  const execArgv = opts.mode === 'embedded' ? [...(await runtimeFlagsOf(opts.repoRoot)), ...(opts.execArgv ?? [])] : opts.execArgv;
  const child = startNode(path.join(opts.repoRoot, script), args, { cwd: opts.repoRoot, env, execArgv });
  const why = tailOf(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    for (const database of databases) await dropDatabaseAt(database).catch(() => undefined);
  };
  try {
    await waitUntilUp(`${url}/healthz`, child, why);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: opts.name ?? 'QuizLink', url, pid: child.pid as number, processes: () => processTree(child.pid as number, labelOf), stop };
}

const BASELINE_SCRIPT = 'infra/bench/load/baseline-monolith.ts';
const BARE_PROXY_SCRIPT = 'infra/bench/gateway-hop/bare-proxy.ts';

/** Starts the baseline monolith on SQLite (a fresh temp file) or on a database of its own on DATABASE_URL's server. */
export async function startBaseline(opts: { repoRoot: string; mode: Mode }): Promise<SystemUnderTest> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  let dataDir: string | undefined;
  let database: string | undefined;
  if (opts.mode === 'embedded') {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizlink-load-baseline-'));
    env.BASELINE_SQLITE_FILE = path.join(dataDir, 'baseline.sqlite');
  } else {
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/bench_${randomBytes(4).toString('hex')}_baseline`;
    database = url.toString();
    env.BASELINE_MYSQL_URL = database;
  }
  const child = startNode(path.join(opts.repoRoot, BASELINE_SCRIPT), [], { cwd: opts.repoRoot, env, stdout: 'pipe' });
  const why = tailOf(child);
  const stop = async () => {
    await stopProcess(child);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (database) await dropDatabaseAt(database).catch(() => undefined);
  };
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`the baseline exited during start-up (${code}):\n${why()}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { name: 'baseline', url: `http://127.0.0.1:${port}`, pid: child.pid as number, processes: () => processTree(child.pid as number, labelOf), stop };
}

/**
 * The floor (`--floor`): a baseline monolith of its own (its own SQLite file or database) with the barest
 * Node proxy in front (gateway-hop/bare-proxy.ts: node:http in and out on a keep-alive agent, nothing else).
 * Its ratio to the baseline is the most any design with a gateway process in front of a service can reach
 * on the machine, before the gateway or the service does any work of its own.
 */
export async function startFloor(opts: { repoRoot: string; mode: Mode }): Promise<SystemUnderTest> {
  const monolith = await startBaseline(opts);
  const upstreamPort = new URL(monolith.url).port;
  const port = await freePort();
  const proxy = startNode(path.join(opts.repoRoot, BARE_PROXY_SCRIPT), [`--port=${port}`, `--upstream=${upstreamPort}`], { cwd: opts.repoRoot, env: process.env });
  const why = tailOf(proxy);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(proxy);
    await monolith.stop();
  };
  try {
    await waitUntilUp(`${url}/healthz`, proxy, why);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: 'floor', url, pid: monolith.pid, processes: () => [...processTree(proxy.pid as number, labelOf), ...monolith.processes()], stop };
}
