import { LOAD_TARGETS, memoryVerdicts, targetVerdicts } from '../bench/load/targets.ts';

const row = (concurrency: number, ratio: number, overrides: Partial<{ p99: number; errors: number; lagP99: number; floorRatio: number }> = {}) => ({
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

  it('gives the floor beside each ratio when it ran, and says where it lies below the target of a mode with a gateway hop', () => {
    const distributed = targetVerdicts('distributed', [row(16, 0.24, { floorRatio: 0.72 }), row(64, 0.5, { floorRatio: 0.85 })]);
    expect(distributed).toContain('  ratio ≥ 0.8× at 16 takers: 0.24×, NOT met; the floor 0.72×, below the target: in this run not even a bare proxy in front of the baseline reached it');
    expect(distributed).toContain('  ratio ≥ 0.8× at 64 takers: 0.50×, NOT met; the floor 0.85×');
    // Embedded QuizLink hands requests over in its own process: a floor below 1.0× does not bound it.
    const embedded = targetVerdicts('embedded', [row(16, 0.46, { floorRatio: 0.72 })]);
    expect(embedded).toContain('  ratio ≥ 1.0× at 16 takers: 0.46×, NOT met; the floor 0.72×');
  });

  it('does not call a lag met that was never measured', () => {
    const lines = targetVerdicts('embedded', [row(16, 1.1, { lagP99: Number.NaN })]);
    expect(lines.at(-1)).toBe('  dashboard lag p99 ≤ 250 ms: —, NOT met');
  });
});

describe('the load bench memory verdict (issue 14: resident memory flat within ±10 % after 50,000 attempts)', () => {
  const readings = (...pairs: Array<[mb: number, submissions: number]>) => pairs.map(([mb, submissions]) => ({ mb, submissions }));

  it('takes the first reading past 50,000 submissions as the reference and calls the process flat when every later one stays within 10 % of it', () => {
    const [line] = memoryVerdicts([{ label: 'embedded', readings: readings([250, 30_000], [340, 52_000], [345, 80_000], [338, 120_000]) }]);
    expect(line).toBe('  resident memory within ±10 % after 50,000 submissions, embedded: 340 MB at 52,000, at most +1.5 % over 2 later readings to 120,000, met');
  });

  it('calls a step after 50,000 submissions not met, with the widest change (growth before 50,000 does not count)', () => {
    const [line] = memoryVerdicts([{ label: 'embedded', readings: readings([311, 30_000], [312, 62_000], [381, 80_000], [422, 100_000], [423, 120_000]) }]);
    expect(line).toBe('  resident memory within ±10 % after 50,000 submissions, embedded: 312 MB at 62,000, at most +35.6 % over 3 later readings to 120,000, NOT met');
  });

  it('counts a fall beyond 10 % as well, one line per process', () => {
    const lines = memoryVerdicts([
      { label: 'gateway', readings: readings([330, 55_000], [328, 90_000]) },
      { label: 'attempt', readings: readings([300, 55_000], [260, 90_000]) },
    ]);
    expect(lines[0]).toMatch(/gateway: 330 MB at 55,000, at most -0\.6 % over 1 later reading to 90,000, met$/);
    expect(lines[1]).toMatch(/attempt: 300 MB at 55,000, at most -13\.3 % over 1 later reading to 90,000, NOT met$/);
  });

  it('gives no verdict for a run too short to tell: fewer than two readings past 50,000 submissions', () => {
    expect(memoryVerdicts([{ label: 'embedded', readings: readings([280, 20_000], [290, 45_000]) }])).toEqual([
      '  resident memory within ±10 % after 50,000 submissions, embedded: not measured (45,000 submissions in all, 0 of the readings past 50,000; two needed)',
    ]);
    expect(memoryVerdicts([{ label: 'embedded', readings: readings([280, 20_000], [290, 60_000]) }])[0]).toContain('not measured (60,000 submissions in all, 1 of the readings');
    expect(LOAD_TARGETS.flatMemory.afterSubmissions).toBe(50_000);
  });
});
