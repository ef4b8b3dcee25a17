import { computeDashboardStats, scorePercentage } from './dashboard-stats.ts';

describe('scorePercentage', () => {
  it('When the score is part of the total, then it is the rounded percentage', () => {
    expect(scorePercentage(2, 3)).toBe(67);
    expect(scorePercentage(1, 8)).toBe(13);
  });

  it('When the score is above the total, then it is capped at 100', () => {
    expect(scorePercentage(9, 5)).toBe(100);
  });

  it('When the total is 0 or less, then the percentage is 0', () => {
    expect(scorePercentage(3, 0)).toBe(0);
    expect(scorePercentage(3, -1)).toBe(0);
  });
});

describe('computeDashboardStats', () => {
  it('When there are no attempts, then everything is 0', () => {
    expect(computeDashboardStats([])).toEqual({ attemptCount: 0, averageScore: 0, topScore: 0 });
  });

  it('When attempts are scored, then the average and top are rounded percentages', () => {
    const stats = computeDashboardStats([
      { score: 5, totalQuestions: 5 },
      { score: 2, totalQuestions: 5 },
      { score: 1, totalQuestions: 3 },
    ]);
    // (100 + 40 + 33.33) / 3 = 57.78
    expect(stats).toEqual({ attemptCount: 3, averageScore: 58, topScore: 100 });
  });

  it('When some attempts have no multiple-choice questions, then they count as attempts but not in the scores', () => {
    const stats = computeDashboardStats([
      { score: 0, totalQuestions: 0 },
      { score: 3, totalQuestions: 4 },
    ]);
    expect(stats).toEqual({ attemptCount: 2, averageScore: 75, topScore: 75 });
  });

  it('When every attempt is open-ended only, then average and top are 0', () => {
    expect(computeDashboardStats([{ score: 0, totalQuestions: 0 }])).toEqual({ attemptCount: 1, averageScore: 0, topScore: 0 });
  });

  it('When a stored score exceeds its total, then it is capped before averaging', () => {
    expect(computeDashboardStats([{ score: 7, totalQuestions: 5 }, { score: 0, totalQuestions: 5 }])).toEqual({
      attemptCount: 2,
      averageScore: 50,
      topScore: 100,
    });
  });
});
