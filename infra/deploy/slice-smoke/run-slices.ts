/**
 * The per-slice deploy smoke's stack (issue 15 item 8): runs every migration Job's command, then starts
 * the five services and the gateway with the command and environment their pods get from the rendered
 * production overlay (see workloads.ts), on MariaDB, Redis and a Kafka-protocol broker, and keeps them
 * running until SIGTERM/SIGINT; then stops them and drops the run's databases. slice-smoke.config.ts
 * starts it as Playwright's web server and runs each slice's end-to-end specs through the gateway.
 *
 * Environment: SLICE_SMOKE_PORT (the gateway's port), DATABASE_URL (a MariaDB server: one fresh database
 * per service), REDIS_URL, KAFKA_BROKERS (else librdkafka's mock broker in kcat, when installed).
 * The Secret's values are made up for the run; the admin logins are the end-to-end tests' known ones.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { uniformRateLimitEnv } from '@quizlink/gateway/rate-limit-budgets';
import { dropDatabaseAt } from '@quizlink/kit-db';
import { adminCredentialsEnv } from '../../e2e/support/admin-credentials.ts';
import { localize, renderWorkloads, SERVICES, WORKLOADS, type ProcessSpec, type Workload } from './workloads.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const run = `slices${randomBytes(3).toString('hex')}`;
const log = (line: string) => console.log(`slice-smoke: ${line}`);
const children: ChildProcess[] = [];
const databases: string[] = [];

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required (production has no embedded fallback)`);
  return value;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** librdkafka's mock broker inside kcat, as smoke-images.sh and .ci/run use it. */
async function kafkaBrokers(): Promise<string> {
  if (process.env.KAFKA_BROKERS) return process.env.KAFKA_BROKERS;
  const kcat = spawn('kcat', ['-b', 'localhost', '-X', 'test.mock.num.brokers=1', '-d', 'mock', '-C', '-t', 'warmup', '-o', 'beginning'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  children.push(kcat);
  return new Promise((resolve, reject) => {
    let seen = '';
    kcat.once('error', () => reject(new Error('KAFKA_BROKERS is not set and kcat is not installed')));
    kcat.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const brokers = seen.match(/bootstrap\.servers=([0-9.:]+)/)?.[1];
      if (brokers) resolve(brokers);
    });
  });
}

function databaseUrl(server: string, service: string): string {
  const url = new URL(server);
  url.pathname = `/${run}_${service}`;
  return url.toString();
}

function secrets(server: string, redis: string, brokers: string): Record<string, string> {
  const admin = adminCredentialsEnv();
  const random = () => randomBytes(32).toString('base64url');
  const values: Record<string, string> = {
    'redis-url': redis,
    'kafka-brokers': brokers,
    'internal-service-token': random(),
    'auth-token-secret': random(),
    'client-key-salt': random(),
    'admin-username': admin.ADMIN_USERNAME!,
    'admin-password-hash': admin.ADMIN_PASSWORD_HASH!,
    'blog-password-hash': admin.BLOG_PASSWORD_HASH!,
    'shortlink-admin-password-hash': admin.SHORTLINK_ADMIN_PASSWORD_HASH!,
  };
  for (const s of SERVICES) {
    values[`${s}-database-url`] = databaseUrl(server, s);
    databases.push(values[`${s}-database-url`]!);
  }
  return values;
}

/**
 * What a shared CI host needs on top of the manifests: a prefix of this run's own on the shared Redis
 * and Kafka, (as the end-to-end config does) a start budget for one loopback client running many specs,
 * and, like the ports, the gateway's public origin on this host instead of the Ingress's host name.
 */
const runIsolation = (spec: ProcessSpec): ProcessSpec => ({
  ...spec,
  env: {
    ...spec.env,
    CACHE_KEY_PREFIX: `${run}:`,
    KAFKA_TOPIC_PREFIX: `${run}.`,
    ATTEMPT_START_RATE_LIMIT_PER_MINUTE: '600',
    ...uniformRateLimitEnv(6000),
    LOG_LEVEL: process.env.SLICE_SMOKE_LOG_LEVEL ?? 'warn',
    ...(spec.name === 'gateway' ? { PUBLIC_ORIGIN: `http://127.0.0.1:${required('SLICE_SMOKE_PORT')}` } : {}),
  },
});

function start(spec: ProcessSpec): ChildProcess {
  const [command, ...args] = spec.command;
  if (command !== 'node') throw new Error(`${spec.name}: the pod runs ${command}, this smoke runs node commands only`);
  // The image's WORKDIR /app holds the repository layout; only PATH comes from this host.
  // Own process group: a Ctrl-C or Playwright's stop reaches this runner only, which stops each child once.
  const child = spawn(process.execPath, args, { cwd: repo, env: { PATH: process.env.PATH ?? '', ...spec.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk: Buffer) => chunk.toString().trimEnd().split('\n').map((line) => `[${spec.name}] ${line}`).join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  children.push(child);
  return child;
}

async function runJob(spec: ProcessSpec): Promise<void> {
  const child = start(spec);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`${spec.name} exited with ${code}`);
  log(`${spec.name}: done`);
}

async function waitReady(name: string, port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was ready`);
    const status = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`${name} was not ready within 180 s`);
}

async function stop(): Promise<void> {
  await Promise.all(
    children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => new Promise<void>((done) => {
      c.once('exit', () => done());
      c.kill('SIGTERM');
      setTimeout(() => c.kill('SIGKILL'), 10_000).unref();
    })),
  );
  for (const url of databases) await dropDatabaseAt(url).catch(() => undefined);
}

async function main(): Promise<void> {
  const server = required('DATABASE_URL');
  const redis = required('REDIS_URL');
  const brokers = await kafkaBrokers();
  const ports = Object.fromEntries(await Promise.all(WORKLOADS.map(async (w) => [w, w === 'gateway' ? Number(required('SLICE_SMOKE_PORT')) : await freePort()]))) as Record<Workload, number>;
  const { jobs, deployments } = renderWorkloads(repo, process.env.SLICE_SMOKE_OVERLAY ?? 'production', secrets(server, redis, brokers));
  // Each Job migrates its own service's database: they run side by side, as the cluster would.
  await Promise.all(jobs.map((job) => runJob(runIsolation(localize(job, ports)))));
  // Each pod has the metrics port (METRICS_PORT, 9464) to itself; on one host each process gets a free one.
  const metricsPorts = Object.fromEntries(await Promise.all(WORKLOADS.map(async (w) => [w, await freePort()]))) as Record<Workload, number>;
  const ownMetricsPort = (spec: ProcessSpec): ProcessSpec =>
    spec.env.METRICS_PORT === undefined ? spec : { ...spec, env: { ...spec.env, METRICS_PORT: String(metricsPorts[spec.name as Workload]) } };
  const byName = Object.fromEntries(deployments.map((d) => [d.name, ownMetricsPort(runIsolation(localize(d, ports)))])) as Record<Workload, ProcessSpec>;
  // The services first, the gateway once they answer: Playwright waits for the gateway's /readyz.
  await Promise.all(SERVICES.map((s) => waitReady(s, ports[s], start(byName[s]))));
  await waitReady('gateway', ports.gateway, start(byName.gateway));
  log(`every slice ready; gateway http://127.0.0.1:${ports.gateway} (${SERVICES.map((s) => `${s} :${ports[s]}`).join(', ')})`);
}

let stopping = false;
const shutdown = (code: number) => {
  if (stopping) return;
  stopping = true;
  void stop().finally(() => process.exit(code));
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutdown(0));
// Once Playwright is gone its pipes are closed: a log line must not crash the clean-up (EPIPE).
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
// Playwright killed without stopping its web server (a CI timeout): this runner is orphaned, so it stops too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) shutdown(1);
}, 2000).unref();
main().catch((error: unknown) => {
  console.error(`slice-smoke: ${error instanceof Error ? error.message : String(error)}`);
  shutdown(1);
});
