import type { AttemptDetail, LeaderboardPage, RankedLeaderboardEntry } from '@quizlink/contracts/attempt';
import { QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts/quiz';
import type { PodiumEntry } from '@quizlink/ui';
import { scorePercentage } from './score.ts';

/**
 * A row of the results page's board. Rows carry no attempt id (the server sends none): `key` tells
 * React rows apart. `rank` is null for the taker's own row when its place is unknown.
 */
export type BoardRow = Omit<RankedLeaderboardEntry, 'rank' | 'isYou'> & { key: string; rank: number | null; isYou: boolean; gapBefore: boolean };

type RowSource = { userName: string; score: number; totalQuestions: number; completedAt: string };

const ratio = (e: { score: number; totalQuestions: number }): number =>
  e.totalQuestions > 0 ? Math.min(Math.max(e.score, 0), e.totalQuestions) / e.totalQuestions : 0;

const time = (iso: string): number => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

const row = (entry: RowSource, key: string, rank: number | null, isYou: boolean, gapBefore = false): BoardRow => ({
  key,
  userName: entry.userName,
  score: entry.score,
  totalQuestions: entry.totalQuestions,
  completedAt: entry.completedAt,
  rank,
  isYou,
  gapBefore,
});

/**
 * The board the results page shows: the server's top rows (ranked by score ÷ total, equal ones sharing
 * a rank, earlier listed first), the taker's row marked You — the server knows it by the attempt's secret and flags it in the
 * top (`isYou`) or sends it as `you`, shown below the top after a gap with its own rank. When the
 * server does not list the taker yet, their attempt is added as a pseudo-entry (score capped at the
 * total), placed by the same rule if the top is the whole board and at the end otherwise.
 */
export function boardRows(page: LeaderboardPage | null, own: AttemptDetail): BoardRow[] {
  const top = page?.top ?? [];
  const rows = top.map((e, index) => row(e, `top-${index}`, e.rank, e.isYou));
  if (rows.some((r) => r.isYou)) return rows;
  if (page?.you) return [...rows, row(page.you, 'you', page.you.rank, true, page.you.rank > top.length + 1)];
  const pseudo = row({ ...own, score: Math.min(own.score, Math.max(own.totalQuestions, 0)) }, 'you', null, true);
  const wholeBoard = !page || page.total <= top.length;
  if (!wholeBoard) return [...rows, { ...pseudo, gapBefore: true }];
  const sorted = [...rows, pseudo].toSorted((a, b) => ratio(b) - ratio(a) || time(a.completedAt) - time(b.completedAt));
  // Equal ratios share a rank (1, 1, 3), like the server's.
  return sorted.map((r) => {
    const firstTied = sorted.findIndex((other) => ratio(other) === ratio(r));
    return { ...r, rank: firstTied + 1 };
  });
}

/** The podium's three places: the board's top rows with a known rank, in board order. */
export function podiumEntries(rows: readonly BoardRow[]): PodiumEntry[] {
  return rows
    .filter((r) => r.rank !== null && !r.gapBefore)
    .slice(0, 3)
    .map((r) => ({
      key: r.key,
      name: displayName(r.userName),
      rank: r.rank ?? 0,
      score: `${Math.min(r.score, Math.max(r.totalQuestions, 0))}/${r.totalQuestions} (${scorePercentage(r.score, r.totalQuestions)}%)`,
      isYou: r.isYou,
    }));
}

/** The name shown for an attempt; an empty name shows as Anonymous. */
export const displayName = (name: string): string => name.trim() || QUIZ_SCREEN_MESSAGES.anonymous;

/** First letters of the first two words, or the first 2 characters of a single word, uppercased. */
export function initials(name: string): string {
  const words = displayName(name).split(/\s+/).filter(Boolean);
  const chars = (word: string) => Array.from(word);
  if (words.length >= 2) return `${chars(words[0] ?? '')[0] ?? ''}${chars(words[1] ?? '')[0] ?? ''}`.toUpperCase();
  return chars(words[0] ?? '').slice(0, 2).join('').toUpperCase();
}
