import { isLiveStreamPath } from './live-streams.ts';

describe('isLiveStreamPath', () => {
  test('When a path is a results or dashboard stream, in any spelling Express accepts, then it is a live stream', () => {
    expect(isLiveStreamPath('/api/quizzes/7/attempts/live')).toBe(true);
    expect(isLiveStreamPath('/api/quizzes/dashboard/abcdefabcdefabcdef/live')).toBe(true);
    expect(isLiveStreamPath('/api/quizzes/7/attempts/LIVE/')).toBe(true);
  });

  test('When a path is any other API path, then it is not', () => {
    expect(isLiveStreamPath('/api/quizzes/7/attempts/leaderboard')).toBe(false);
    expect(isLiveStreamPath('/api/quizzes/7/attempts')).toBe(false);
    expect(isLiveStreamPath('/api/quizzes/7/attempts/live/extra')).toBe(false);
  });
});
