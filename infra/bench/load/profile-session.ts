import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadOptions } from './compare-mode.ts';
import { summariseCpuProfile } from './cpu-profile-summary.ts';
import { watchDashboard } from './dashboard-lag.ts';
import { createClient, percentile, type Client } from './http-client.ts';
import { listeningPorts } from './listening-ports.ts';
import { startQuizLink, type SystemUnderTest } from './systems.ts';
import { createUser, publishQuizLinkQuiz, runRound, type RoundResult } from './workload.ts';

type Timing = { count: number; totalMs: number; maxMs: number };
type ProbeReport = {
  windowMs: number;
  hrStartUs: number;
  hrEndUs: number;
  eventLoopUtilisation: number;
  eventLoopDelayMs: { mean: number; p50: number; p99: number; max: number };
  databases: Record<string, { queries: Record<string, Timing>; busyMs: number; transactions: Timing & { prepareMs: number; lockWaitMs: number }; connectionsOpened: Timing }>;
};

const SEQUENTIAL_SECONDS = 5;
const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const pct = (part: number, whole: number) => `${f((100 * part) / whole, 0)} %`;

async function window<T>(system: SystemUnderTest, out: string, index: number, work: () => Promise<T>): Promise<{ result: T; probe: ProbeReport }> {
  process.kill(system.pid, 'SIGUSR2');
  const result = await work();
  process.kill(system.pid, 'SIGUSR2');
  const file = `${out}.${index}`;
  for (let waited = 0; !fs.existsSync(file) && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return { result, probe: JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeReport };
}

function describeWindow(label: string, run: RoundResult, probe: ProbeReport): string[] {
  const lines = [
    `${label}: ${run.submits} submissions in ${f(run.seconds)} s = ${f(run.submits / run.seconds, 0)}/s, p50 ${f(percentile(run.latencies, 50))} ms, p99 ${f(percentile(run.latencies, 99))} ms, ${run.errors} errors`,
    `  event loop: busy ${pct(probe.eventLoopUtilisation, 1)} of the window (idle ${pct(1 - probe.eventLoopUtilisation, 1)}); delay mean ${f(probe.eventLoopDelayMs.mean)} ms, p99 ${f(probe.eventLoopDelayMs.p99)} ms, max ${f(probe.eventLoopDelayMs.max)} ms`,
  ];
  for (const [name, db] of Object.entries(probe.databases)) {
    const t = db.transactions;
    const perSubmission = (n: number) => f(n / Math.max(1, run.submits), 2);
    lines.push(
      `  ${name}: a query in flight ${pct(db.busyMs, probe.windowMs)} of the window; ${t.count} transactions (${perSubmission(t.count)} per submission)` +
        (t.count
          ? `, each holding kit-db's lock ${f(t.totalMs / t.count, 2)} ms on average (max ${f(t.maxMs)}; of it opening the connection + BEGIN ${f(t.prepareMs / t.count, 2)} ms), lock held ${pct(t.totalMs, probe.windowMs)} of the window, wait for the lock ${f(t.lockWaitMs / t.count, 1)} ms on average`
          : '') +
        (db.connectionsOpened.count ? `; ${db.connectionsOpened.count} SQLite connections opened (${f(db.connectionsOpened.totalMs / db.connectionsOpened.count, 2)} ms each)` : ''),
    );
    const statements = Object.entries(db.queries).sort((a, b) => b[1].totalMs - a[1].totalMs);
    for (const [statement, q] of statements.slice(0, 10)) {
      lines.push(`    ${statement.padEnd(36)} ${perSubmission(q.count).padStart(6)} per submission, ${f(q.totalMs / q.count, 2).padStart(6)} ms mean, max ${f(q.maxMs).padStart(6)} ms`);
    }
  }
  return lines;
}

/** The embedded attempt service's own loopback address (the one port besides the gateway's that serves the leaderboard). */
async function attemptServiceClient(system: SystemUnderTest, quizId: number): Promise<Client | undefined> {
  const gatewayPort = Number(new URL(system.url).port);
  for (const port of listeningPorts(system.pid).filter((p) => p !== gatewayPort)) {
    const client = createClient(`http://127.0.0.1:${port}`, 24);
    if ((await client.send('GET', `/api/quizzes/${quizId}/attempts/leaderboard?limit=1`)).status === 200) return client;
    client.close();
  }
  return undefined;
}

/**
 * Deliverable 4 of issue 14: embedded QuizLink (as `npm start` runs it, plus `--cpu-prof` and the probe)
 * under one taker, then `takers` concurrent takers (16 unless `--takers`); prints the probe's figures for
 * each window and the CPU profile's self time during the loaded window. The .cpuprofile is kept for DevTools.
 */
export async function runProfile(opts: LoadOptions & { takers: number }, log: (line: string) => void): Promise<void> {
  const many = opts.takers;
  const loadedLabel = `${many} takers`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizlink-load-profile-'));
  const probeOut = path.join(dir, 'probe');
  const probe = pathToFileURL(path.join(opts.repoRoot, 'infra/bench/load/probe-preload.ts')).href;
  log(`profile: embedded mode with --cpu-prof and the probe, LOG_LEVEL=${opts.logLevel}; files in ${dir}`);
  const system = await startQuizLink({ repoRoot: opts.repoRoot, mode: 'embedded', logLevel: opts.logLevel, execArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', probe], probeOut });
  const lines: string[] = [];
  let windowUs: [number, number] = [0, 0];
  try {
    const client = createClient(system.url, many + opts.readers + 4);
    const fixture = await publishQuizLinkQuiz(client, opts.timed);
    const takers: number[] = [];
    for (let i = 0; i < many; i += 1) takers.push(await createUser(client, `Taker ${i + 1}`));
    const dashboard = watchDashboard(system.url, fixture.dashboardToken as string);
    const plan = (concurrency: number, seconds: number) => ({ client, fixture, takers: takers.slice(0, concurrency), durationMs: seconds * 1000, readers: 0, readRate: 0, onAck: dashboard.ack });
    await runRound(plan(many, opts.warmUpSeconds));
    await dashboard.collect(5000);
    const alone = await window(system, probeOut, 1, () => runRound(plan(1, SEQUENTIAL_SECONDS)));
    await dashboard.collect(5000);
    const loaded = await window(system, probeOut, 2, () => runRound(plan(many, opts.seconds)));
    const lag = await dashboard.collect(5000);
    windowUs = [loaded.probe.hrStartUs, loaded.probe.hrEndUs];
    const direct = await attemptServiceClient(system, fixture.quizId);
    if (direct) {
      const bypass = await window(system, probeOut, 3, () => runRound({ ...plan(many, opts.seconds), client: direct }));
      await dashboard.collect(5000);
      lines.push(...describeWindow(`${loadedLabel} straight to the attempt service (${direct.origin}, no gateway hop)`, bypass.result, bypass.probe));
      direct.close();
    }
    const ratio = percentile(loaded.result.latencies, 50) / percentile(alone.result.latencies, 50);
    lines.unshift(
      ...describeWindow('1 taker', alone.result, alone.probe),
      ...describeWindow(loadedLabel, loaded.result, loaded.probe),
      `  ${loadedLabel}' p50 is ${f(ratio)}× one taker's p50 (${many}× would be strictly one after another)`,
      `  attempt → dashboard lag under ${loadedLabel}: p50 ${f(percentile(lag.lags, 50), 0)} ms, p99 ${f(percentile(lag.lags, 99), 0)} ms, ${lag.unseen} not seen`,
    );
    dashboard.close();
    client.close();
  } finally {
    await system.stop();
  }
  const profileFile = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!profileFile) throw new Error(`no .cpuprofile was written in ${dir}`);
  const summary = summariseCpuProfile(path.join(dir, profileFile), windowUs[0], windowUs[1]);
  lines.push('', `CPU profile of the ${many}-taker window (${f(summary.sampledMs / 1000)} s sampled; ${path.join(dir, profileFile)}), self time by area:`);
  for (const a of summary.byArea) lines.push(`  ${pct(a.share, 1).padStart(5)}  ${a.name}`);
  lines.push('top self-time functions:');
  for (const fn of summary.topFunctions) lines.push(`  ${pct(fn.share, 1).padStart(5)}  ${fn.name}`);
  console.log(`\n${lines.join('\n')}`);
}
