import { SCORE_BANDS } from '@quizlink/contracts/quiz';
import { attemptsPerHour, scoreDistribution } from './dashboard-charts.ts';

describe('scoreDistribution', () => {
  it('When attempts are scored, then each lands in the band of its rounded percentage and every band is listed', () => {
    const bands = scoreDistribution([
      { score: 5, totalQuestions: 5 },
      { score: 4, totalQuestions: 5 },
      { score: 0, totalQuestions: 5 },
      { score: 2, totalQuestions: 3 },
      { score: 0, totalQuestions: 0 },
    ]);
    expect(bands).toHaveLength(SCORE_BANDS.length);
    expect(bands.map((b) => b.count)).toEqual([1, 0, 0, 1, 1, 1]);
    expect(bands[5]).toEqual({ fromPercent: 100, toPercent: 100, count: 1 });
  });

  it('When nobody answered yet, then every band is 0', () => {
    expect(scoreDistribution([]).every((b) => b.count === 0)).toBe(true);
  });
});

describe('attemptsPerHour', () => {
  it('When attempts come in, then they are counted per UTC hour, oldest first, empty hours left out', () => {
    const at = (iso: string) => ({ completedAt: new Date(iso) });
    expect(attemptsPerHour([at('2026-03-01T12:59:59.999Z'), at('2026-03-01T10:00:00.000Z'), at('2026-03-01T12:00:00.000Z')])).toEqual([
      { hourStart: '2026-03-01T10:00:00.000Z', count: 1 },
      { hourStart: '2026-03-01T12:00:00.000Z', count: 2 },
    ]);
  });
});
