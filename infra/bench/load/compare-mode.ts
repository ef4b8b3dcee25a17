import { performance } from 'node:perf_hooks';
import { watchDashboard } from './dashboard-lag.ts';
import { createClient, type Client } from './http-client.ts';
import { countersBetween, openDatabaseCounters, type DatabaseCounterReader, type DatabaseCounters } from './database-counters.ts';
import { cpuSeconds, DATABASE_SERVERS, diskBytesWritten, INFRASTRUCTURE_SERVERS, machineCpuTicks, mainThreadCpuSeconds, mainThreadRunDelaySeconds, processesNamed, rssMb, type ProcessInfo } from './processes.ts';
import { startBaseline, startFloor, startQuizLink, type Mode, type SystemUnderTest } from './systems.ts';
import { createUser, PACED_READS_IN_FLIGHT, publishBaselineQuiz, publishQuizLinkQuiz, runRound, type QuizFixture, type RoundResult } from './workload.ts';

export type LoadOptions = {
  repoRoot: string;
  concurrencies: number[];
  rounds: number;
  seconds: number;
  warmUpSeconds: number;
  readers: number;
  /** Leaderboard reads a second on a fixed schedule (open loop), the same on every system; 0 for none. */
  readRate: number;
  logLevel: string;
  timed: boolean;
  /** Seconds to wait after the last round (and the dashboard's drain) before reading resident memory once more; 0 skips it. */
  settleSeconds: number;
  /** Also drive the floor: the baseline behind the barest Node proxy (systems.ts `startFloor`). */
  floor: boolean;
  /** Also drive QuizLink from another checkout (`--before=<dir>`, with its own node_modules), as system `before`. */
  beforeRoot?: string;
  /** Attempt-service processes in distributed mode (`run-stack.mjs --attempt-replicas`); 1 as shipped. */
  attemptReplicas: number;
};

/** One measured round of one system at one concurrency. */
export type Measurement = RoundResult & {
  system: SystemUnderTest['name'];
  concurrency: number;
  round: number;
  /** CPU seconds used by each of the system's processes during the round, by label. */
  cpu: Record<string, number>;
  /** Of those, the seconds of each process's main thread (a Node process's event loop). */
  mainThreadCpu: Record<string, number>;
  /** The seconds each process's main thread was ready to run but waited for a core (`mainThreadRunDelaySeconds`). */
  mainThreadRunDelay: Record<string, number>;
  /**
   * Bytes each process had written to storage during the round, by label; in distributed mode the
   * database server's too (`mariadbd`/`mysqld`: the rounds run one system at a time, so it wrote for this one).
   */
  diskWrites: Record<string, number>;
  /**
   * Distributed mode: CPU seconds of the servers beside the stack during the round, by command (the database,
   * Redis, the broker; `INFRASTRUCTURE_SERVERS`). The rounds run one system at a time, so they worked for this one.
   */
  serverCpu: Record<string, number>;
  lags?: number[];
  unseen?: number;
  /** Distributed mode: what the database server did during the round — row-lock waits, statements, rows (server-wide counters). */
  database?: DatabaseCounters;
  /** CPU seconds of the load driver (this process: the takers, readers and dashboard client) during the round. */
  driverCpu: number;
  /** The machine's clock ticks over all cores during the round, and how many of them were idle (`machineCpuTicks`). */
  machineTicks: { idle: number; total: number };
};

/** Resident memory of one process: at start, after the warm-up, after the last round and after `settleSeconds` more. */
export type MemoryRow = {
  system: string;
  label: string;
  pid: number;
  beforeMb?: number;
  warmMb?: number;
  afterMb?: number;
  settledMb?: number;
  afterEachRoundMb: Array<number | undefined>;
  /** The submissions its system had acknowledged at each reading of `afterEachRoundMb` (warm-up included). */
  submissionsAfterEachRound: number[];
};

/** `acknowledged`: submissions each system acknowledged over the whole run (warm-up included), by system. */
export type ModeResult = { mode: Mode; measurements: Measurement[]; memory: MemoryRow[]; acknowledged: Record<string, number>; settleSeconds: number };

/**
 * The default read load: 200 leaderboard reads a second on a fixed schedule, the same on every system.
 * Closed-loop readers (`--readers`, the default until session 14) load each system with as many reads as it
 * answers: a system slow to read gets fewer reads and keeps more of its time for submissions, which skews
 * the ratio towards the slower reader (bench README, "Eleventh round").
 */
export const DEFAULT_READ_RATE = 200;

type Side = { system: SystemUnderTest; client: Client; fixture: QuizFixture; takers: number[]; dashboard?: ReturnType<typeof watchDashboard> };

const runsQuizLink = (system: SystemUnderTest) => system.name === 'QuizLink' || system.name === 'before';

const DASHBOARD_DRAIN_MS = 5000;

async function prepareSide(system: SystemUnderTest, maxConcurrency: number, opts: LoadOptions): Promise<Side> {
  const client = createClient(system.url, maxConcurrency + opts.readers + (opts.readRate > 0 ? PACED_READS_IN_FLIGHT : 0) + 4);
  const timed = runsQuizLink(system) && opts.timed;
  if (!runsQuizLink(system)) {
    return { system, client, fixture: await publishBaselineQuiz(client), takers: Array.from({ length: maxConcurrency }, (_, i) => i + 1) };
  }
  const fixture = await publishQuizLinkQuiz(client, timed);
  const takers: number[] = [];
  for (let i = 0; i < maxConcurrency; i += 1) takers.push(await createUser(client, `Taker ${i + 1}`));
  return { system, client, fixture, takers, dashboard: watchDashboard(system.url, fixture.dashboardToken as string) };
}

type Readings = { total: Record<string, number>; main: Record<string, number>; mainDelay: Record<string, number>; disk: Record<string, number>; servers: Record<string, number> };

/**
 * So far, by label, from one walk of /proc: CPU seconds of each of the system's processes, all threads
 * (`total`) and the main thread (`main`), the main thread's wait for a core (`mainDelay`), the bytes
 * each (and the database server's) had written to storage (`disk`), and the CPU seconds of the servers
 * beside it (`servers`: the database, Redis, the broker).
 */
function readingsOf(system: SystemUnderTest, beside: readonly ProcessInfo[]): Readings {
  const processes = system.processes();
  const databases = beside.filter((p) => DATABASE_SERVERS.includes(p.label));
  return {
    total: Object.fromEntries(processes.map((p) => [p.label, cpuSeconds(p.pid)])),
    main: Object.fromEntries(processes.map((p) => [p.label, mainThreadCpuSeconds(p.pid)])),
    mainDelay: Object.fromEntries(processes.map((p) => [p.label, mainThreadRunDelaySeconds(p.pid)])),
    disk: Object.fromEntries([...processes, ...databases].map((p) => [p.label, diskBytesWritten(p.pid)])),
    servers: secondsByCommand(beside),
  };
}

/** CPU seconds so far of the processes, summed per command (several processes of one command are one entry). */
function secondsByCommand(processes: readonly ProcessInfo[]): Record<string, number> {
  const byCommand: Record<string, number> = {};
  for (const p of processes) byCommand[p.label] = (byCommand[p.label] ?? 0) + cpuSeconds(p.pid);
  return byCommand;
}

/** What each process used between two readings, by label. */
const usedBetween = (before: Record<string, number>, after: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(after).map(([label, s]) => [label, s - (before[label] ?? s)]));

/**
 * QuizLink and the baseline of one mode (with `--floor` the floor, with `--before` QuizLink of another
 * checkout too), each started fresh, driven in turns: each round runs every concurrency on every system
 * back to back (the order alternates between rounds), so all of them see the same machine noise.
 */
export async function compareMode(mode: Mode, opts: LoadOptions, log: (line: string) => void): Promise<ModeResult> {
  const started: SystemUnderTest[] = [];
  try {
    const names = ['QuizLink', ...(opts.beforeRoot ? [`QuizLink of ${opts.beforeRoot} (before)`] : []), 'the baseline', ...(opts.floor ? ['the floor'] : [])];
    log(`${mode}: starting ${names.slice(0, -1).join(', ')} and ${names.at(-1)}…`);
    const quizLinkOptions = { mode, logLevel: opts.logLevel, attemptReplicas: opts.attemptReplicas };
    started.push(await startQuizLink({ repoRoot: opts.repoRoot, ...quizLinkOptions }));
    if (opts.beforeRoot) started.push(await startQuizLink({ repoRoot: opts.beforeRoot, ...quizLinkOptions, name: 'before' }));
    started.push(await startBaseline({ repoRoot: opts.repoRoot, mode }));
    if (opts.floor) started.push(await startFloor({ repoRoot: opts.repoRoot, mode }));
    const memory: MemoryRow[] = started.flatMap((s) => s.processes().map((p) => ({ system: s.name, label: p.label, pid: p.pid, beforeMb: rssMb(p.pid), afterEachRoundMb: [], submissionsAfterEachRound: [] })));
    const maxConcurrency = Math.max(...opts.concurrencies);
    const sides: Side[] = [];
    for (const system of started) sides.push(await prepareSide(system, maxConcurrency, opts));
    const measurements: Measurement[] = [];
    const databaseCounters: DatabaseCounterReader | undefined = mode === 'distributed' ? await openDatabaseCounters(process.env.DATABASE_URL as string) : undefined;
    const servers = mode === 'distributed' ? processesNamed(INFRASTRUCTURE_SERVERS) : [];
    const measure = async (side: Side, concurrency: number, seconds: number, round: number): Promise<Measurement> => {
      const countersBefore = await databaseCounters?.read();
      const before = readingsOf(side.system, servers);
      const [driverBefore, machineBefore] = [cpuSeconds(process.pid), machineCpuTicks()];
      const result = await runRound({
        client: side.client,
        fixture: side.fixture,
        takers: side.takers.slice(0, concurrency),
        durationMs: seconds * 1000,
        readers: opts.readers,
        readRate: opts.readRate,
        onAck: side.dashboard?.ack,
      });
      const [driverAfter, machineAfter] = [cpuSeconds(process.pid), machineCpuTicks()];
      const after = readingsOf(side.system, servers);
      const countersAfter = await databaseCounters?.read();
      const database = countersBefore && countersAfter ? countersBetween(countersBefore, countersAfter) : undefined;
      const lag = await side.dashboard?.collect(DASHBOARD_DRAIN_MS);
      const cpu = usedBetween(before.total, after.total);
      const mainThreadCpu = usedBetween(before.main, after.main);
      const mainThreadRunDelay = usedBetween(before.mainDelay, after.mainDelay);
      const diskWrites = usedBetween(before.disk, after.disk);
      const serverCpu = usedBetween(before.servers, after.servers);
      const driverCpu = driverAfter - driverBefore;
      const machineTicks = { idle: machineAfter.idle - machineBefore.idle, total: machineAfter.total - machineBefore.total };
      return { ...result, system: side.system.name, concurrency, round, cpu, mainThreadCpu, mainThreadRunDelay, diskWrites, serverCpu, lags: lag?.lags, unseen: lag?.unseen, database, driverCpu, machineTicks };
    };
    log(`${mode}: warming up (${opts.warmUpSeconds} s each, at ${opts.concurrencies.join(' and ')} takers)…`);
    const acknowledged: Record<string, number> = {};
    const count = (m: Measurement) => (acknowledged[m.system] = (acknowledged[m.system] ?? 0) + m.submits);
    // At every concurrency, so that no measured round is the first to open its takers' connections or to
    // run the code paths of a fuller queue (the first round at 64 takers was the one that leaned against
    // the tree that ran first in it; bench README, "Twenty-ninth round").
    for (const concurrency of opts.concurrencies) for (const side of sides) count(await measure(side, concurrency, opts.warmUpSeconds, 0));
    for (const row of memory) row.warmMb = rssMb(row.pid);
    for (let round = 1; round <= opts.rounds; round += 1) {
      for (const concurrency of opts.concurrencies) {
        const order = round % 2 === 1 ? sides : [...sides].reverse();
        for (const side of order) {
          const t0 = performance.now();
          const m = await measure(side, concurrency, opts.seconds, round);
          measurements.push(m);
          count(m);
          log(`${mode} round ${round}, ${concurrency} takers, ${m.system}: ${(m.submits / m.seconds).toFixed(0)} submits/s, ${m.errors} errors (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
        }
      }
      for (const row of memory) {
        row.afterEachRoundMb.push(rssMb(row.pid));
        row.submissionsAfterEachRound.push(acknowledged[row.system] ?? 0);
      }
    }
    for (const row of memory) row.afterMb = rssMb(row.pid);
    if (opts.settleSeconds > 0) {
      log(`${mode}: settling ${opts.settleSeconds} s before the last memory reading…`);
      await new Promise((resolve) => setTimeout(resolve, opts.settleSeconds * 1000));
      for (const row of memory) row.settledMb = rssMb(row.pid);
    }
    for (const side of sides) side.dashboard?.close();
    await databaseCounters?.close();
    for (const side of sides) side.client.close();
    return { mode, measurements, memory, acknowledged, settleSeconds: opts.settleSeconds };
  } finally {
    for (const system of started.reverse()) await system.stop();
  }
}
