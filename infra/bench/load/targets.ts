import type { Mode } from './systems.ts';

/** Issue 14's targets for the write path, as this bench measures them (a benchmark reports them; it never fails a build). */
export const LOAD_TARGETS = {
  /** QuizLink's submissions/s over its baseline's, at every concurrency. */
  minRatio: { embedded: 1.0, distributed: 0.8 } satisfies Record<Mode, number>,
  /** The submission call's p99, embedded mode, at this many takers. */
  maxP99: { mode: 'embedded' as Mode, takers: 16, ms: 100 },
  /** Attempt → creator dashboard, while the load runs, in both modes. */
  maxDashboardLagP99Ms: 250,
};

/** QuizLink's figures at one concurrency, as the verdicts need them. */
export type TargetFigures = { concurrency: number; ratio: number; p99: number; errors: number; lagP99: number };

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One line per target: the goal, the figure of this run and whether it is met. */
export function targetVerdicts(mode: Mode, rows: TargetFigures[]): string[] {
  const lines = rows.map((r) => `ratio ≥ ${LOAD_TARGETS.minRatio[mode].toFixed(1)}× at ${r.concurrency} takers: ${r.ratio.toFixed(2)}×, ${verdict(r.ratio >= LOAD_TARGETS.minRatio[mode])}`);
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
