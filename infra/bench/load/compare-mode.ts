import { performance } from 'node:perf_hooks';
import { watchDashboard } from './dashboard-lag.ts';
import { createClient, type Client } from './http-client.ts';
import { openRowLockCounters, type RowLockCounters, type RowLockReader } from './innodb-lock-counters.ts';
import { cpuSeconds, rssMb } from './processes.ts';
import { startBaseline, startQuizLink, type Mode, type SystemUnderTest } from './systems.ts';
import { createUser, publishBaselineQuiz, publishQuizLinkQuiz, runRound, type QuizFixture, type RoundResult } from './workload.ts';

export type LoadOptions = {
  repoRoot: string;
  concurrencies: number[];
  rounds: number;
  seconds: number;
  warmUpSeconds: number;
  readers: number;
  logLevel: string;
  timed: boolean;
  /** Seconds to wait after the last round (and the dashboard's drain) before reading resident memory once more; 0 skips it. */
  settleSeconds: number;
};

/** One measured round of one system at one concurrency. */
export type Measurement = RoundResult & {
  system: SystemUnderTest['name'];
  concurrency: number;
  round: number;
  /** CPU seconds used by each of the system's processes during the round, by label. */
  cpu: Record<string, number>;
  lags?: number[];
  unseen?: number;
  /** Distributed mode: InnoDB row-lock waits during the round (server-wide counters). */
  rowLocks?: RowLockCounters;
};

/** Resident memory of one process: at start, after the warm-up, after the last round and after `settleSeconds` more. */
export type MemoryRow = { system: string; label: string; pid: number; beforeMb?: number; warmMb?: number; afterMb?: number; settledMb?: number; afterEachRoundMb: Array<number | undefined> };

/** `acknowledged`: submissions each system acknowledged over the whole run (warm-up included), by system. */
export type ModeResult = { mode: Mode; measurements: Measurement[]; memory: MemoryRow[]; acknowledged: Record<string, number>; settleSeconds: number };

type Side = { system: SystemUnderTest; client: Client; fixture: QuizFixture; takers: number[] };

const DASHBOARD_DRAIN_MS = 5000;

async function prepareSide(system: SystemUnderTest, maxConcurrency: number, readers: number, timed: boolean): Promise<Side> {
  const client = createClient(system.url, maxConcurrency + readers + 4);
  if (system.name === 'baseline') {
    return { system, client, fixture: await publishBaselineQuiz(client), takers: Array.from({ length: maxConcurrency }, (_, i) => i + 1) };
  }
  const fixture = await publishQuizLinkQuiz(client, timed);
  const takers: number[] = [];
  for (let i = 0; i < maxConcurrency; i += 1) takers.push(await createUser(client, `Taker ${i + 1}`));
  return { system, client, fixture, takers };
}

function cpuOf(system: SystemUnderTest): Record<string, number> {
  return Object.fromEntries(system.processes().map((p) => [p.label, cpuSeconds(p.pid)]));
}

/**
 * QuizLink and the baseline of one mode, both started fresh, driven in turns: each round runs every
 * concurrency on both systems back to back (the order alternates between rounds), so both see the same
 * machine noise.
 */
export async function compareMode(mode: Mode, opts: LoadOptions, log: (line: string) => void): Promise<ModeResult> {
  const started: SystemUnderTest[] = [];
  try {
    log(`${mode}: starting QuizLink and the baseline…`);
    const quizlink = await startQuizLink({ repoRoot: opts.repoRoot, mode, logLevel: opts.logLevel });
    started.push(quizlink);
    const baseline = await startBaseline({ repoRoot: opts.repoRoot, mode });
    started.push(baseline);
    const memory: MemoryRow[] = started.flatMap((s) => s.processes().map((p) => ({ system: s.name, label: p.label, pid: p.pid, beforeMb: rssMb(p.pid), afterEachRoundMb: [] })));
    const maxConcurrency = Math.max(...opts.concurrencies);
    const sides = [await prepareSide(quizlink, maxConcurrency, opts.readers, opts.timed), await prepareSide(baseline, maxConcurrency, opts.readers, false)];
    const dashboard = watchDashboard(quizlink.url, sides[0]!.fixture.dashboardToken as string);
    const measurements: Measurement[] = [];
    const rowLocks: RowLockReader | undefined = mode === 'distributed' ? await openRowLockCounters(process.env.DATABASE_URL as string) : undefined;
    const measure = async (side: Side, concurrency: number, seconds: number, round: number): Promise<Measurement> => {
      const locksBefore = await rowLocks?.read();
      const cpuBefore = cpuOf(side.system);
      const result = await runRound({
        client: side.client,
        fixture: side.fixture,
        takers: side.takers.slice(0, concurrency),
        durationMs: seconds * 1000,
        readers: opts.readers,
        onAck: side.system.name === 'QuizLink' ? dashboard.ack : undefined,
      });
      const cpuAfter = cpuOf(side.system);
      const locksAfter = await rowLocks?.read();
      const locks = locksBefore && locksAfter ? { waits: locksAfter.waits - locksBefore.waits, waitedMs: locksAfter.waitedMs - locksBefore.waitedMs } : undefined;
      const cpu = Object.fromEntries(Object.entries(cpuAfter).map(([label, s]) => [label, s - (cpuBefore[label] ?? s)]));
      const lag = side.system.name === 'QuizLink' ? await dashboard.collect(DASHBOARD_DRAIN_MS) : undefined;
      return { ...result, system: side.system.name, concurrency, round, cpu, lags: lag?.lags, unseen: lag?.unseen, rowLocks: locks };
    };
    log(`${mode}: warming up (${opts.warmUpSeconds} s each)…`);
    const acknowledged: Record<string, number> = {};
    const count = (m: Measurement) => (acknowledged[m.system] = (acknowledged[m.system] ?? 0) + m.submits);
    for (const side of sides) count(await measure(side, Math.min(16, maxConcurrency), opts.warmUpSeconds, 0));
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
      for (const row of memory) row.afterEachRoundMb.push(rssMb(row.pid));
    }
    for (const row of memory) row.afterMb = rssMb(row.pid);
    if (opts.settleSeconds > 0) {
      log(`${mode}: settling ${opts.settleSeconds} s before the last memory reading…`);
      await new Promise((resolve) => setTimeout(resolve, opts.settleSeconds * 1000));
      for (const row of memory) row.settledMb = rssMb(row.pid);
    }
    dashboard.close();
    await rowLocks?.close();
    for (const side of sides) side.client.close();
    return { mode, measurements, memory, acknowledged, settleSeconds: opts.settleSeconds };
  } finally {
    for (const system of started.reverse()) await system.stop();
  }
}
