import { LOAD_TARGETS, targetVerdicts } from '../bench/load/targets.ts';

const row = (concurrency: number, ratio: number, overrides: Partial<{ p99: number; errors: number; lagP99: number }> = {}) => ({
  concurrency,
  ratio,
  p99: 30,
  errors: 0,
  lagP99: 60,
  ...overrides,
});

describe('the load bench target verdicts (issue 14)', () => {
  it('calls an embedded run met when every ratio, the p99 at 16 takers, the errors and the dashboard lag are within their targets', () => {
    const lines = targetVerdicts('embedded', [row(16, 1.18), row(64, 1.72)]);
    expect(lines).toEqual([
      'targets (issue 14), embedded:',
      '  ratio ≥ 1.0× at 16 takers: 1.18×, met',
      '  ratio ≥ 1.0× at 64 takers: 1.72×, met',
      '  p99 ≤ 100 ms at 16 takers: 30.0 ms, met',
      '  0 errors: 0, met',
      '  dashboard lag p99 ≤ 250 ms: 60.0 ms, 60.0 ms, met',
    ]);
  });

  it('names each target a distributed run misses, and has no p99 target there', () => {
    const lines = targetVerdicts('distributed', [row(16, 0.25, { lagP99: 251 }), row(64, 0.81, { errors: 2 })]);
    expect(lines).toContain('  ratio ≥ 0.8× at 16 takers: 0.25×, NOT met');
    expect(lines).toContain('  ratio ≥ 0.8× at 64 takers: 0.81×, met');
    expect(lines).toContain('  0 errors: 2, NOT met');
    expect(lines).toContain('  dashboard lag p99 ≤ 250 ms: 251.0 ms, 60.0 ms, NOT met');
    expect(lines.some((line) => line.startsWith('  p99'))).toBe(LOAD_TARGETS.maxP99.mode === 'distributed');
  });

  it('does not call a lag met that was never measured', () => {
    const lines = targetVerdicts('embedded', [row(16, 1.1, { lagP99: Number.NaN })]);
    expect(lines.at(-1)).toBe('  dashboard lag p99 ≤ 250 ms: —, NOT met');
  });
});
