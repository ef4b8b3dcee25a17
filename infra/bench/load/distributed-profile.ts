/**
 * The distributed variant of the load bench's `--profile` (issue 14, deliverable 4):
 *
 *   node infra/bench/load/distributed-profile.ts [--seconds=10] [--takers=16] [--log-level=info] [--profile=false]
 *
 * Starts distributed QuizLink as the load bench does (`run-stack.mjs --distributed`, fresh databases,
 * topics and keys; DATABASE_URL, REDIS_URL and KAFKA_BROKERS must be set) with `--cpu-prof` in every
 * process (through NODE_OPTIONS, which the launcher passes on), warms it up, then runs the takers for
 * the window and prints, per process, its CPU time and its read and write system calls per acknowledged
 * submission (/proc; MariaDB, Redis and kcat beside the stack too), and the CPU profile's self time
 * inside the window by area and by function. The .cpuprofile files stay in the printed temp folder for
 * DevTools. `--profile=false` prints the counts alone, without the sampler's own cost in each process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summariseCpuProfile } from './cpu-profile-summary.ts';
import { watchDashboard } from './dashboard-lag.ts';
import { createClient, percentile } from './http-client.ts';
import { cpuSeconds, INFRASTRUCTURE_SERVERS, ioSystemCalls, processesNamed } from './processes.ts';
import { startQuizLink } from './systems.ts';
import { createUser, publishQuizLinkQuiz, runRound } from './workload.ts';

const PROFILED_LABELS = ['gateway', 'attempt', 'quiz'];
const WARM_UP_SECONDS = 3;
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const seconds = Number(flag('seconds') ?? 10);
const takerCount = Number(flag('takers') ?? 16);
const logLevel = flag('log-level') ?? 'info';
// `--profile=false`: the counts alone, without the sampling profiler's own cost in every process.
const profiling = flag('profile') !== 'false';
const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const pct = (share: number) => `${f(100 * share, 1)} %`.padStart(7);
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizlink-distributed-profile-'));
// Every node process of the stack inherits it: launcher, services, gateway.
if (profiling) process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${dir}`.trim();
const system = await startQuizLink({ repoRoot, mode: 'distributed', logLevel });
delete process.env.NODE_OPTIONS;
const processes = system.processes();
const measured = [...processes, ...processesNamed(INFRASTRUCTURE_SERVERS)];
const lines: string[] = [];
let windowUs: [number, number] = [0, 0];
try {
  const client = createClient(system.url, takerCount + 4);
  const fixture = await publishQuizLinkQuiz(client, false);
  const takers: number[] = [];
  for (let i = 0; i < takerCount; i += 1) takers.push(await createUser(client, `Taker ${i + 1}`));
  const dashboard = watchDashboard(system.url, fixture.dashboardToken as string);
  const plan = (s: number) => ({ client, fixture, takers, durationMs: s * 1000, readers: 0, readRate: 0, onAck: dashboard.ack });
  await runRound(plan(WARM_UP_SECONDS));
  await dashboard.collect(5000);
  const cpuBefore = new Map(measured.map((p) => [p.pid, cpuSeconds(p.pid)]));
  const callsBefore = new Map(measured.map((p) => [p.pid, ioSystemCalls(p.pid)]));
  windowUs = [monotonicUs(), 0];
  const run = await runRound(plan(seconds));
  windowUs[1] = monotonicUs();
  const cpuAfter = new Map(measured.map((p) => [p.pid, cpuSeconds(p.pid)]));
  const callsAfter = new Map(measured.map((p) => [p.pid, ioSystemCalls(p.pid)]));
  const lag = await dashboard.collect(5000);
  lines.push(
    `${takerCount} takers, ${f(run.seconds)} s: ${run.submits} submissions = ${f(run.submits / run.seconds, 0)}/s, p50 ${f(percentile(run.latencies, 50))} ms, p99 ${f(percentile(run.latencies, 99))} ms, ${run.errors} errors${run.errorSamples.length ? ` (${run.errorSamples.join('; ')})` : ''}`,
    `dashboard lag p50 ${f(percentile(lag.lags, 50), 0)} ms, p99 ${f(percentile(lag.lags, 99), 0)} ms, ${lag.unseen} not seen`,
    'CPU and read / write system calls per acknowledged submission (/proc, the window):',
  );
  for (const p of measured) {
    const used = (cpuAfter.get(p.pid) ?? 0) - (cpuBefore.get(p.pid) ?? 0);
    const before = callsBefore.get(p.pid) ?? { reads: 0, writes: 0 };
    const after = callsAfter.get(p.pid) ?? before;
    const perSubmission = (n: number) => f(n / Math.max(1, run.submits), 2);
    lines.push(
      `  ${p.label.padEnd(12)} ${f((1000 * used) / Math.max(1, run.submits), 3)} ms  (${f((100 * used) / run.seconds, 0)} % of a core)` +
        `  reads ${perSubmission(after.reads - before.reads)}, writes ${perSubmission(after.writes - before.writes)}`,
    );
  }
  dashboard.close();
  client.close();
} finally {
  await system.stop();
}
const labelOfPid = new Map(processes.map((p) => [p.pid, p.label]));
// For further digging in the profiles (e.g. which of our functions the self time runs under).
fs.writeFileSync(path.join(dir, 'window.json'), JSON.stringify({ fromUs: windowUs[0], toUs: windowUs[1], processes }));
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
  const pid = Number(/^CPU\.\d+\.\d+\.(\d+)\./.exec(file)?.[1]);
  const label = labelOfPid.get(pid);
  if (!label || !PROFILED_LABELS.includes(label)) continue;
  const summary = summariseCpuProfile(path.join(dir, file), windowUs[0], windowUs[1], 20);
  lines.push('', `${label} (pid ${pid}, ${f(summary.sampledMs / 1000)} s sampled; ${path.join(dir, file)}), self time by area:`);
  for (const a of summary.byArea.slice(0, 12)) lines.push(`  ${pct(a.share)}  ${a.name}`);
  lines.push('  top self-time functions:');
  for (const fn of summary.topFunctions) lines.push(`  ${pct(fn.share)}  ${fn.name}`);
}
console.log(lines.join('\n'));
