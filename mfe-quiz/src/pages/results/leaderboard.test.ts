import type { AttemptDetail, LeaderboardPage, RankedLeaderboardEntry } from '@quizlink/contracts/attempt';
import { boardRows, displayName, initials, podiumEntries } from './leaderboard.ts';

/** A server row; the name stands for the taker ('me' is the caller: the server flags it by the secret). */
const entry = (name: string, rank: number, score: number, total = 5, completedAt = '2026-01-01T10:00:00Z'): RankedLeaderboardEntry => ({
  userName: name === 'me' ? 'Me Myself' : name.toUpperCase(),
  score,
  totalQuestions: total,
  completedAt,
  rank,
  isYou: name === 'me',
});
const nameOf = (r: { userName: string }) => (r.userName === 'Me Myself' ? 'me' : r.userName.toLowerCase());
const own = (overrides: Partial<AttemptDetail> = {}): AttemptDetail => ({
  id: 'me',
  quizId: 1,
  userAnswerId: 1,
  userName: 'Me Myself',
  score: 3,
  totalQuestions: 5,
  answers: [],
  openEndedAnswers: [],
  completedAt: '2026-01-01T11:00:00Z',
  questions: [],
  ...overrides,
});
const page = (top: RankedLeaderboardEntry[], you: RankedLeaderboardEntry | null, total: number): LeaderboardPage => ({ quizId: 1, total, top, you, serverTime: '' });

describe('boardRows', () => {
  it('When the taker is in the top rows, then their row is marked You in place', () => {
    const rows = boardRows(page([entry('a', 1, 5), entry('me', 2, 3)], entry('me', 2, 3), 2), own());
    expect(rows.map((r) => [r.rank, nameOf(r), r.isYou])).toEqual([[1, 'a', false], [2, 'me', true]]);
    expect(rows.map((r) => r.key)).toEqual(['top-0', 'top-1']);
  });

  it('When the taker ranks below the top rows, then their row follows after a gap with its rank', () => {
    const rows = boardRows(page([entry('a', 1, 5), entry('b', 2, 4)], entry('me', 57, 1), 90), own());
    expect(rows.at(-1)).toMatchObject({ userName: 'Me Myself', rank: 57, isYou: true, gapBefore: true });
  });

  it('When the taker is right after the top rows, then there is no gap', () => {
    expect(boardRows(page([entry('a', 1, 5)], entry('me', 2, 3), 2), own()).at(-1)?.gapBefore).toBe(false);
  });

  it('When the server does not list the taker, then a pseudo-entry with the score capped is ranked among the rows', () => {
    const rows = boardRows(page([entry('a', 1, 4), entry('b', 2, 1)], null, 2), own({ score: 9 }));
    expect(rows.map((r) => [r.rank, nameOf(r), r.score])).toEqual([[1, 'me', 5], [2, 'a', 4], [3, 'b', 1]]);
  });

  it('When ratios tie for the pseudo-entry, then the earlier finisher is listed first and both share the rank', () => {
    const rows = boardRows(page([entry('early', 1, 3, 5, '2026-01-01T09:00:00Z'), entry('late', 2, 1, 5, '2026-01-01T12:00:00Z')], null, 2), own({ score: 3 }));
    expect(rows.map((r) => [r.rank, nameOf(r)])).toEqual([[1, 'early'], [1, 'me'], [3, 'late']]);
  });

  it('When the board has shared ranks, then the podium takes its first three rows with them', () => {
    const rows = boardRows(page([entry('a', 1, 5), entry('me', 1, 5), entry('b', 3, 4), entry('c', 4, 1)], entry('me', 1, 5), 4), own({ score: 5 }));
    expect(podiumEntries(rows).map((p) => [p.rank, p.name, p.score, p.isYou])).toEqual([
      [1, 'A', '5/5 (100%)', false],
      [1, 'Me Myself', '5/5 (100%)', true],
      [3, 'B', '4/5 (80%)', false],
    ]);
  });

  it('When the board is longer than its top and the taker is unknown, then the pseudo-entry goes last without a rank', () => {
    expect(boardRows(page([entry('a', 1, 4)], null, 40), own()).at(-1)).toMatchObject({ userName: 'Me Myself', rank: null, gapBefore: true });
  });

  it('When another taker has the same name and score, then only the row the server flags is You', () => {
    const twin = { ...entry('me', 1, 3), isYou: false };
    const rows = boardRows(page([twin, entry('me', 2, 3)], entry('me', 2, 3), 2), own());
    expect(rows.map((r) => [r.rank, r.isYou])).toEqual([[1, false], [2, true]]);
  });
});

describe('names and initials', () => {
  it('When a name is empty or blank, then it shows as Anonymous', () => {
    expect(displayName('')).toBe('Anonymous');
    expect(displayName('  ')).toBe('Anonymous');
    expect(displayName('Ana')).toBe('Ana');
  });

  it('When a name has two or more words, then the initials are their first letters', () => {
    expect(initials('ana maria lopez')).toBe('AM');
  });

  it('When a name is one word, then the initials are its first 2 characters', () => {
    expect(initials('bob')).toBe('BO');
    expect(initials('x')).toBe('X');
    expect(initials('')).toBe('AN');
  });
});
