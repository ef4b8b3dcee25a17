import { RATIO_SCALE, rankBucketOf, rankOf } from './leaderboard.ts';

describe('rankBucketOf', () => {
  it('When the score is perfect, then the bucket is 0 (first)', () => {
    expect(rankBucketOf(5, 5)).toBe(0);
  });

  it('When ratios differ, then a better ratio gets a smaller bucket whatever the totals', () => {
    const buckets = [rankBucketOf(9, 10), rankBucketOf(4, 5), rankBucketOf(3, 10), rankBucketOf(0, 3)];
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(rankBucketOf(0, 3)).toBe(RATIO_SCALE);
  });

  it('When two ratios are equal, then the bucket is equal (1/2 and 5/10)', () => {
    expect(rankBucketOf(1, 2)).toBe(rankBucketOf(5, 10));
  });

  it('When a score is above the total or below 0, then it is capped', () => {
    expect(rankBucketOf(12, 10)).toBe(0);
    expect(rankBucketOf(-3, 10)).toBe(RATIO_SCALE);
  });

  it('When the quiz has no scored questions, then the attempt ranks last', () => {
    expect(rankBucketOf(0, 0)).toBe(RATIO_SCALE);
    expect(rankBucketOf(3, 0)).toBe(RATIO_SCALE);
  });
});

describe('rankOf', () => {
  it('When 4 attempts are in better buckets and 2 tied ones came earlier, then the rank is 7', () => {
    expect(rankOf(4, 2)).toBe(7);
    expect(rankOf(0, 0)).toBe(1);
  });
});
