import { attemptsOverTime } from './attempts-over-time.ts';

const at = (iso: string, count: number) => ({ hourStart: iso, count });

describe('attemptsOverTime', () => {
  it('When nobody answered yet, then there are no bars', () => {
    expect(attemptsOverTime([])).toEqual({ unit: 'hour', buckets: [] });
  });

  it('When attempts span less than two days, then there is a bar per hour, quiet hours at 0', () => {
    const chart = attemptsOverTime([at('2026-03-01T10:00:00.000Z', 2), at('2026-03-01T12:00:00.000Z', 1)]);
    expect(chart.unit).toBe('hour');
    expect(chart.buckets.map((b) => b.count)).toEqual([2, 0, 1]);
  });

  it('When attempts span more than two days, then hours are summed per local day', () => {
    const chart = attemptsOverTime([at('2026-03-01T12:00:00.000Z', 2), at('2026-03-04T12:00:00.000Z', 3)]);
    expect(chart.unit).toBe('day');
    expect(chart.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(5);
    expect(chart.buckets.length).toBeGreaterThanOrEqual(4);
    expect(chart.buckets.length).toBeLessThanOrEqual(5);
  });
});
