import type { Mode } from './systems.ts';

/** Issue 14's targets for the write path, as this bench measures them (a benchmark reports them; it never fails a build). */
export const LOAD_TARGETS = {
  /** QuizLink's submissions/s over its baseline's, at every concurrency. */
  minRatio: { embedded: 1.0, distributed: 0.8 } satisfies Record<Mode, number>,
  /** The submission call's p99, embedded mode, at this many takers. */
  maxP99: { mode: 'embedded' as Mode, takers: 16, ms: 100 },
  /** Attempt → creator dashboard, while the load runs, in both modes. */
  maxDashboardLagP99Ms: 250,
  /**
   * Resident memory of each QuizLink process a submission passes through (the quiz service projects the dashboard):
   * every reading from the first past this many submissions within ±this share of it. The other services sit
   * idle in this bench, and V8 hands their memory back after a while; a fall there is not the growth this asks about.
   */
  flatMemory: { afterSubmissions: 50_000, within: 0.1, processes: ['embedded', 'gateway', 'attempt', 'quiz'] },
};

/**
 * Whether a submission crosses a gateway process before it reaches the attempt service: distributed mode's does;
 * embedded mode's gateway hands it over in the same process. Where it does, the floor (`--floor`: the baseline
 * behind the barest proxy) is the most QuizLink's ratio can reach on the machine.
 */
const GATEWAY_HOP: Record<Mode, boolean> = { embedded: false, distributed: true };

/** QuizLink's figures at one concurrency, as the verdicts need them; `floorRatio`, the floor's rate over the baseline's, when it ran. */
export type TargetFigures = { concurrency: number; ratio: number; p99: number; errors: number; lagP99: number; floorRatio?: number };

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One line per target: the goal, the figure of this run and whether it is met. */
export function targetVerdicts(mode: Mode, rows: TargetFigures[]): string[] {
  const goal = LOAD_TARGETS.minRatio[mode];
  const floorNote = (floorRatio: number | undefined) => {
    if (floorRatio === undefined) return '';
    const unreachable = GATEWAY_HOP[mode] && floorRatio < goal ? ', below the target: in this run not even a bare proxy in front of the baseline reached it' : '';
    return `; the floor ${floorRatio.toFixed(2)}×${unreachable}`;
  };
  const lines = rows.map((r) => `ratio ≥ ${goal.toFixed(1)}× at ${r.concurrency} takers: ${r.ratio.toFixed(2)}×, ${verdict(r.ratio >= goal)}${floorNote(r.floorRatio)}`);
  const { maxP99 } = LOAD_TARGETS;
  const p99Row = rows.find((r) => r.concurrency === maxP99.takers);
  if (mode === maxP99.mode && p99Row) lines.push(`p99 ≤ ${maxP99.ms} ms at ${maxP99.takers} takers: ${ms(p99Row.p99)}, ${verdict(p99Row.p99 <= maxP99.ms)}`);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  lines.push(`0 errors: ${errors}, ${verdict(errors === 0)}`);
  const lags = rows.map((r) => r.lagP99);
  lines.push(
    `dashboard lag p99 ≤ ${LOAD_TARGETS.maxDashboardLagP99Ms} ms: ${lags.map((lag) => (Number.isFinite(lag) ? ms(lag) : '—')).join(', ')}, ${verdict(lags.every((lag) => lag <= LOAD_TARGETS.maxDashboardLagP99Ms))}`,
  );
  return [`targets (issue 14), ${mode}:`, ...lines.map((line) => `  ${line}`)];
}

/** One process's resident memory after each round (and idle after the last, if read), with its system's submissions by then. */
export type MemorySeries = { label: string; readings: Array<{ mb: number; submissions: number }> };

const submissions = (value: number) => value.toLocaleString('en-US');

/**
 * The memory target, per process: the first reading taken once its system had acknowledged
 * `flatMemory.afterSubmissions` is the reference, and every later one must stay within `flatMemory.within` of it.
 * A run that never got that far, or has no later reading to compare, says so instead of a verdict.
 */
export function memoryVerdicts(series: MemorySeries[]): string[] {
  const { afterSubmissions, within } = LOAD_TARGETS.flatMemory;
  const goal = `resident memory within ±${(within * 100).toFixed(0)} % after ${submissions(afterSubmissions)} submissions`;
  return series.map(({ label, readings }) => {
    const from = readings.findIndex((r) => r.submissions >= afterSubmissions);
    const later = from < 0 ? [] : readings.slice(from);
    const [first, last] = [later[0], later.at(-1)];
    if (!first || !last || later.length < 2) return `  ${goal}, ${label}: not measured (${submissions(readings.at(-1)?.submissions ?? 0)} submissions in all, ${later.length} of the readings past ${submissions(afterSubmissions)}; two needed)`;
    const reference = first.mb;
    const change = (mb: number) => (mb - reference) / reference;
    const widest = later.reduce((worst, r) => (Math.abs(change(r.mb)) > Math.abs(change(worst.mb)) ? r : worst));
    const percent = `${change(widest.mb) >= 0 ? '+' : ''}${(100 * change(widest.mb)).toFixed(1)} %`;
    const met = later.every((r) => Math.abs(change(r.mb)) <= within);
    const laterReadings = later.length - 1 === 1 ? '1 later reading' : `${later.length - 1} later readings`;
    return `  ${goal}, ${label}: ${reference.toFixed(0)} MB at ${submissions(first.submissions)}, at most ${percent} over ${laterReadings} to ${submissions(last.submissions)}, ${verdict(met)}`;
  });
}
