/**
 * `npm run bench -- load [flags]`: attempt submissions through the gateway, QuizLink against the
 * baseline monolith (infra/bench/load/baseline-monolith.ts) on the same database engine, interleaved in
 * rounds in one run so both see the same machine noise. Embedded mode always (fresh SQLite data dir);
 * distributed mode too when DATABASE_URL, REDIS_URL and KAFKA_BROKERS are set (fresh databases, topics
 * and Redis keys of the run's own).
 *
 * Prints per mode and concurrency: submits/s, p50 and p99, errors, the ratio QuizLink/baseline (overall
 * and per round), leaderboard reads/s while submissions run, attempt → creator dashboard lag (p50, p99),
 * CPU used by the system (% of one core), and each process's resident memory before and after.
 *
 * Flags: --rounds=2 --seconds=5 --warm-up=2 --concurrency=16,64 --modes=embedded,distributed
 *        --read-rate=200 (leaderboard reads a second on a fixed schedule: the same read load on every system)
 *        --readers=0 (closed-loop readers besides, each reading again as soon as it is answered; before
 *        session 14 the default was --readers=2 --read-rate=0)
 *        --log-level=info (as shipped) --timed (a timed quiz: a fresh user and a start per attempt)
 *        --settle=0 (seconds idle after the last round before resident memory is read once more)
 *        --floor (also the floor: the baseline behind the barest Node proxy, the most a gateway design can reach)
 *        --before=<dir> (also QuizLink of another checkout with its own node_modules, e.g. a worktree of an older commit)
 *        --attempt-replicas=1 (distributed: attempt-service processes on one database, the gateway taking them in turn)
 *        --profile (embedded mode under 16 takers, or --takers=N, with --cpu-prof and the probe: see infra/bench/README.md)
 * Benchmarks measure; they never fail a build. Only loopback addresses are used.
 */
import os from 'node:os';
import path from 'node:path';
import { compareMode, DEFAULT_READ_RATE, type LoadOptions, type ModeResult } from './load/compare-mode.ts';
import { runProfile } from './load/profile-session.ts';
import { formatMemory, formatMode } from './load/report.ts';
import type { Mode } from './load/systems.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const flag = (name: string): string | undefined => process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split('=')[1] ?? (process.argv.includes(`--${name}`) ? '' : undefined);
const numberFlag = (name: string, fallback: number) => Number(flag(name) ?? fallback);
const distributedConfigured = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL && process.env.KAFKA_BROKERS);

const options: LoadOptions = {
  repoRoot,
  concurrencies: (flag('concurrency') ?? '16,64').split(',').map(Number),
  rounds: numberFlag('rounds', 2),
  seconds: numberFlag('seconds', 5),
  warmUpSeconds: numberFlag('warm-up', 2),
  readers: numberFlag('readers', 0),
  readRate: numberFlag('read-rate', DEFAULT_READ_RATE),
  logLevel: flag('log-level') || 'info',
  timed: flag('timed') !== undefined,
  settleSeconds: numberFlag('settle', 0),
  floor: flag('floor') !== undefined,
  beforeRoot: flag('before') ? path.resolve(flag('before') as string) : undefined,
  attemptReplicas: numberFlag('attempt-replicas', 1),
};
const modes = (flag('modes')?.split(',') ?? ['embedded', ...(distributedConfigured ? ['distributed'] : [])]) as Mode[];

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`;
}

const log = (line: string) => console.log(`  ${line}`);
try {
  console.log(`load bench — ${machine()}`);
  if (flag('profile') !== undefined) {
    const takers = numberFlag('takers', 16);
    if (!Number.isInteger(takers) || takers < 1) throw new Error(`--takers takes a whole number of takers, 1 or more (got ${flag('takers')})`);
    await runProfile({ ...options, seconds: numberFlag('seconds', 10), takers }, log);
  } else {
    if (modes.includes('distributed') && !distributedConfigured) throw new Error('distributed mode needs DATABASE_URL, REDIS_URL and KAFKA_BROKERS');
    console.log(
      `${options.rounds} rounds × ${options.concurrencies.join(' and ')} takers × ${options.seconds} s per system, ${options.readRate > 0 ? `${options.readRate} leaderboard reads/s paced` : 'no paced reads'}${options.readers > 0 ? ` and ${options.readers} closed-loop readers` : ''}, ${options.timed ? 'timed' : 'untimed'} 10-question quiz, LOG_LEVEL=${options.logLevel}`,
    );
    const results: ModeResult[] = [];
    for (const mode of modes) results.push(await compareMode(mode, options, log));
    console.log('');
    for (const result of results) console.log(`${formatMode(result)}\n`);
    console.log('resident memory (at start → after the warm-up → after the last round [→ after --settle s idle]):');
    for (const result of results) console.log(formatMemory(result));
    console.log(`\nCPU % is CPU time of the system's processes over the round's wall time (${os.cpus().length} cores = ${os.cpus().length * 100} %). Machine at the end: ${machine()}`);
  }
} catch (error) {
  console.error('load benchmark failed:', error);
  process.exitCode = 1;
}
