import { RATIO_SCALE, rankBucketOf, rankOf, sharedRanks } from './leaderboard.ts';

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
  it('When 4 attempts are in better buckets, then the rank is 5 however many tied ones came earlier', () => {
    expect(rankOf(4)).toBe(5);
    expect(rankOf(0)).toBe(1);
  });
});

describe('sharedRanks', () => {
  it('When two rows tie at the top, then both are 1 and the next is 3', () => {
    expect(sharedRanks([0, 0, 10])).toEqual([1, 1, 3]);
  });

  it('When ties come further down or not at all, then ranks count every row above', () => {
    expect(sharedRanks([0, 5, 5, 5, 9, 9, 12])).toEqual([1, 2, 2, 2, 5, 5, 7]);
    expect(sharedRanks([1, 2, 3])).toEqual([1, 2, 3]);
    expect(sharedRanks([])).toEqual([]);
  });
});
