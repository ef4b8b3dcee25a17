import { percentile } from './http-client.ts';
import type { Measurement, ModeResult } from './compare-mode.ts';
import { summedCounters, type DatabaseCounters } from './database-counters.ts';
import { LOAD_TARGETS, memoryVerdicts, targetVerdicts, type MemorySeries, type TargetFigures } from './targets.ts';

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');

type Summary = {
  system: string;
  rate: number;
  roundRates: number[];
  p50: number;
  p99: number;
  errors: number;
  readsPerSecond: number;
  readsSkipped: number;
  readP50: number;
  readP99: number;
  lagP50: number;
  lagP99: number;
  unseen: number;
  cpuPercent: number;
  errorSamples: string[];
  submits: number;
  /** Distributed mode: the database server's counters summed over the rounds (server-wide). */
  database?: DatabaseCounters;
  /** CPU milliseconds per acknowledged submission, per process (board reads and the dashboard included). */
  cpuMsPerSubmit: Record<string, number>;
  /** Per process, the share of the rounds' wall time its main thread (a Node event loop) was on a core, in %. */
  mainThreadPercent: Record<string, number>;
  /** Per process, the share of the rounds' wall time its main thread was ready to run but waited for a core, in %. */
  mainThreadWaitPercent: Record<string, number>;
  /** Per process (the database server's too in distributed mode), kB written to storage per acknowledged submission. */
  diskKbPerSubmit: Record<string, number>;
  /** Distributed mode: the CPU milliseconds per acknowledged submission of the servers beside the stack, per command. */
  serverCpuMsPerSubmit: Record<string, number>;
  /** The load driver's CPU over the rounds' wall time, in % of one core. */
  driverPercent: number;
  /** The share of all the machine's cores' time left idle during the rounds, in %. */
  machineIdlePercent: number;
};

/** Each process's seconds summed over the rounds' readings, times `scale`, by label. */
function summedByProcess(readings: ReadonlyArray<Record<string, number>>, scale: number): Record<string, number> {
  const byProcess: Record<string, number> = {};
  for (const reading of readings) for (const [label, seconds] of Object.entries(reading)) byProcess[label] = (byProcess[label] ?? 0) + seconds;
  return Object.fromEntries(Object.entries(byProcess).map(([label, seconds]) => [label, seconds * scale]));
}

function summarise(rows: Measurement[]): Summary {
  const seconds = rows.reduce((s, r) => s + r.seconds, 0);
  const latencies = rows.flatMap((r) => r.latencies);
  const lags = rows.flatMap((r) => r.lags ?? []);
  const cpu = rows.reduce((s, r) => s + Object.values(r.cpu).reduce((a, b) => a + b, 0), 0);
  return {
    system: rows[0]!.system,
    rate: rows.reduce((s, r) => s + r.submits, 0) / seconds,
    roundRates: rows.map((r) => r.submits / r.seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: rows.reduce((s, r) => s + r.errors, 0),
    readsPerSecond: rows.reduce((s, r) => s + r.reads, 0) / seconds,
    readsSkipped: rows.reduce((s, r) => s + r.readsSkipped, 0),
    readP50: percentile(rows.flatMap((r) => r.readLatencies), 50),
    readP99: percentile(rows.flatMap((r) => r.readLatencies), 99),
    lagP50: percentile(lags, 50),
    lagP99: percentile(lags, 99),
    unseen: rows.reduce((s, r) => s + (r.unseen ?? 0), 0),
    cpuPercent: (100 * cpu) / seconds,
    errorSamples: rows.flatMap((r) => r.errorSamples).slice(0, 3),
    submits: rows.reduce((s, r) => s + r.submits, 0),
    cpuMsPerSubmit: summedByProcess(
      rows.map((r) => r.cpu),
      1000 / Math.max(1, rows.reduce((s, r) => s + r.submits, 0)),
    ),
    mainThreadPercent: summedByProcess(
      rows.map((r) => r.mainThreadCpu),
      100 / seconds,
    ),
    mainThreadWaitPercent: summedByProcess(
      rows.map((r) => r.mainThreadRunDelay),
      100 / seconds,
    ),
    diskKbPerSubmit: summedByProcess(
      rows.map((r) => r.diskWrites),
      1 / 1024 / Math.max(1, rows.reduce((s, r) => s + r.submits, 0)),
    ),
    serverCpuMsPerSubmit: summedByProcess(
      rows.map((r) => r.serverCpu),
      1000 / Math.max(1, rows.reduce((s, r) => s + r.submits, 0)),
    ),
    driverPercent: (100 * rows.reduce((s, r) => s + r.driverCpu, 0)) / seconds,
    machineIdlePercent: (100 * rows.reduce((s, r) => s + r.machineTicks.idle, 0)) / Math.max(1, rows.reduce((s, r) => s + r.machineTicks.total, 0)),
    ...(rows.some((r) => r.database) ? { database: summedCounters(rows.flatMap((r) => (r.database ? [r.database] : []))) } : {}),
  };
}

/** The result table of one mode: one line per system and concurrency, each system's ratio to the baseline (and QuizLink's to `before` and the floor). */
export function formatMode(result: ModeResult): string {
  const widths = [11, 6, 9, 10, 7, 7, 6, 18, 13, 16, 6];
  const lines = [
    pad(['mode', 'takers', 'system', 'submits/s', 'p50 ms', 'p99 ms', 'errors', 'ratio (per round)', 'board reads/s', 'dash lag p50/p99', 'CPU %'], widths),
  ];
  const notes: string[] = [];
  const figures: TargetFigures[] = [];
  const concurrencies = [...new Set(result.measurements.map((m) => m.concurrency))];
  for (const concurrency of concurrencies) {
    const at = result.measurements.filter((m) => m.concurrency === concurrency);
    const summaryOf = (system: string) => {
      const rows = at.filter((m) => m.system === system);
      return rows.length > 0 ? summarise(rows) : undefined;
    };
    const [quizlink, before, baseline, floor] = (['QuizLink', 'before', 'baseline', 'floor'] as const).map(summaryOf);
    if (!quizlink || !baseline) continue;
    figures.push({ concurrency, ratio: quizlink.rate / baseline.rate, p99: quizlink.p99, errors: quizlink.errors, lagP99: quizlink.lagP99, ...(floor ? { floorRatio: floor.rate / baseline.rate } : {}) });
    const ratioTo = (s: Summary, base: Summary) => {
      const perRound = s.roundRates.map((r, i) => r / base.roundRates[i]!);
      return `${fixed(s.rate / base.rate, 2)}× (${fixed(Math.min(...perRound), 2)}–${fixed(Math.max(...perRound), 2)})`;
    };
    if (before) notes.push(`${result.mode}, ${concurrency} takers: QuizLink/before ${ratioTo(quizlink, before)}`);
    if (floor) notes.push(`${result.mode}, ${concurrency} takers: QuizLink/floor ${ratioTo(quizlink, floor)}`);
    for (const s of [quizlink, before, baseline, floor].filter((row): row is Summary => row !== undefined)) {
      const lag = Number.isFinite(s.lagP50) ? `${fixed(s.lagP50)} / ${fixed(s.lagP99)} ms` : '—';
      lines.push(
        pad(
          [result.mode, String(concurrency), s.system, fixed(s.rate), fixed(s.p50, 1), fixed(s.p99, 1), String(s.errors), s === baseline ? '1' : ratioTo(s, baseline), fixed(s.readsPerSecond), lag, fixed(s.cpuPercent)],
          widths,
        ),
      );
      if (s.database) {
        const per = (n: number) => fixed(n / Math.max(1, s.submits), 2);
        const db = s.database;
        notes.push(`${result.mode}, ${concurrency} takers, ${s.system}: InnoDB row-lock waits ${per(db.rowLockWaits)} per submission, ${per(db.rowLockMs)} ms waited per submission (server-wide counters)`);
        notes.push(
          `${result.mode}, ${concurrency} takers, ${s.system}: database statements ${per(db.statements)} per submission; rows read ${per(db.rowsRead)}, inserted ${per(db.rowsInserted)}, updated ${per(db.rowsUpdated)}, deleted ${per(db.rowsDeleted)} (server-wide counters)`,
        );
      }
      const perProcess = Object.entries(s.cpuMsPerSubmit).filter(([, ms]) => ms > 0.005);
      if (perProcess.length > 0) {
        const total = perProcess.reduce((sum, [, ms]) => sum + ms, 0);
        notes.push(`${result.mode}, ${concurrency} takers, ${s.system}: CPU per submission ${fixed(total, 2)} ms (${perProcess.map(([label, ms]) => `${label} ${fixed(ms, 2)}`).join(', ')})`);
      }
      const servers = Object.entries(s.serverCpuMsPerSubmit);
      if (servers.length > 0) {
        const total = servers.reduce((sum, [, ms]) => sum + ms, 0);
        notes.push(`${result.mode}, ${concurrency} takers, ${s.system}: the servers beside it, CPU per submission ${fixed(total, 2)} ms (${servers.map(([label, ms]) => `${label} ${fixed(ms, 2)}`).join(', ')})`);
      }
      const disk = Object.entries(s.diskKbPerSubmit).filter(([, kb]) => kb >= 0.05);
      if (disk.length > 0) {
        const total = disk.reduce((sum, [, kb]) => sum + kb, 0);
        notes.push(`${result.mode}, ${concurrency} takers, ${s.system}: written to disk per submission ${fixed(total, 1)} kB (${disk.map(([label, kb]) => `${label} ${fixed(kb, 1)}`).join(', ')})`);
      }
      const loops = Object.entries(s.mainThreadPercent).filter(([, percent]) => percent >= 1);
      if (loops.length > 0) {
        const waiting = (label: string) => fixed(s.mainThreadWaitPercent[label] ?? 0);
        notes.push(
          `${result.mode}, ${concurrency} takers, ${s.system}: main thread (the event loop) on a core ${loops.map(([label, percent]) => `${label} ${fixed(percent)} %`).join(', ')} of the time, ready but waiting for a core ${loops.map(([label]) => `${label} ${waiting(label)} %`).join(', ')}`,
        );
      }
      notes.push(
        `${result.mode}, ${concurrency} takers, ${s.system}: the machine's cores idle ${fixed(s.machineIdlePercent)} % of the time; the load driver ${fixed(s.driverPercent)} % of a core (${fixed((10 * s.driverPercent) / Math.max(1, s.rate), 2)} ms per submission)`,
      );
      if (Number.isFinite(s.readP50)) notes.push(`${result.mode}, ${concurrency} takers, ${s.system}: leaderboard read p50 ${fixed(s.readP50, 1)} ms, p99 ${fixed(s.readP99, 1)} ms`);
      if (s.readsSkipped > 0) notes.push(`${result.mode}, ${concurrency} takers, ${s.system}: ${s.readsSkipped} paced leaderboard reads skipped (too many waiting for an answer)`);
      if (s.unseen > 0) notes.push(`${result.mode}, ${concurrency} takers: ${s.unseen} acknowledged attempts never reached the dashboard stream within 5 s of the round's end`);
      if (s.errorSamples.length > 0) notes.push(`${result.mode}, ${concurrency} takers, ${s.system} errors, e.g.: ${s.errorSamples.join(' | ')}`);
    }
  }
  return [...lines, ...notes, ...targetVerdicts(result.mode, figures)].join('\n');
}

const mb = (value: number | undefined) => `${fixed(value ?? Number.NaN).padStart(4)} MB`;

/**
 * Resident memory of every process (at start → after the warm-up → after the last round [→ settled]) and the submissions
 * its system acknowledged, then the memory target's verdict for QuizLink's processes on the submission path.
 */
export function formatMemory(result: ModeResult): string {
  const rows = result.memory
    .map((m) => {
      const settled = m.settledMb === undefined ? '' : ` → ${mb(m.settledMb)} (after ${result.settleSeconds} s idle)`;
      const change = m.warmMb && (m.settledMb ?? m.afterMb) ? ` (${fixed((100 * ((m.settledMb ?? m.afterMb)! - m.warmMb)) / m.warmMb, 0)} % since the warm-up)` : '';
      const series = m.afterEachRoundMb.length > 1 ? `\n${' '.repeat(13)}after each round: ${m.afterEachRoundMb.map((v) => fixed(v ?? Number.NaN)).join(', ')} MB` : '';
      return `${result.mode.padEnd(11)}  ${m.system.padEnd(9)}  ${m.label.padEnd(10)}  RSS ${mb(m.beforeMb)} → ${mb(m.warmMb)} → ${mb(m.afterMb)}${settled}${change}; ${result.acknowledged[m.system] ?? 0} submissions acknowledged${series}`;
    })
    .join('\n');
  const verdicts = memoryVerdicts(quizLinkMemorySeries(result));
  return verdicts.length > 0 ? [rows, `targets (issue 14), ${result.mode}, memory:`, ...verdicts].join('\n') : rows;
}

/** The readings of each QuizLink process on the submission path, each with its system's submissions by then (the idle one last). */
function quizLinkMemorySeries(result: ModeResult): MemorySeries[] {
  return result.memory
    .filter((m) => m.system === 'QuizLink' && LOAD_TARGETS.flatMemory.processes.includes(m.label))
    .map((m) => {
      const readings = m.afterEachRoundMb.flatMap((value, i) => (value === undefined ? [] : [{ mb: value, submissions: m.submissionsAfterEachRound[i] ?? 0 }]));
      if (m.settledMb !== undefined) readings.push({ mb: m.settledMb, submissions: result.acknowledged[m.system] ?? 0 });
      return { label: m.label, readings };
    });
}
