import type { LeaderboardPage } from '@quizlink/contracts/attempt';
import { scorePercentage } from './score.ts';
import { displayName, initials, type BoardRow } from './leaderboard.ts';

export type LeaderboardProps = { page: LeaderboardPage | null; rows: readonly BoardRow[] };

const highlight = { background: 'var(--ql-color-primary-soft)', fontWeight: 600 } as const;
const cell = { padding: 'var(--ql-space-2)', textAlign: 'left' } as const;
const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  marginRight: 'var(--ql-space-2)',
  borderRadius: '50%',
  background: 'var(--ql-color-primary)',
  color: 'var(--ql-color-on-primary)',
  fontSize: '0.75rem',
  fontWeight: 700,
} as const;

/** The top of the board, best first (equal scores share a rank), and the taker's own row highlighted and labelled You. */
export function Leaderboard({ page, rows }: LeaderboardProps) {
  return (
    <>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="ql-visually-hidden">Leaderboard</caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>Rank</th>
            <th scope="col" style={cell}>Name</th>
            <th scope="col" style={cell}>Score</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.key} aria-current={entry.isYou ? 'true' : undefined} style={entry.isYou ? highlight : undefined}>
              <td style={cell}>
                {entry.gapBefore ? <span aria-hidden="true">… </span> : null}
                {entry.rank ?? '–'}
              </td>
              <td style={cell}>
                <span aria-hidden="true" style={badge}>
                  {initials(entry.userName)}
                </span>
                {displayName(entry.userName)}
                {entry.isYou ? <strong> (You)</strong> : null}
              </td>
              <td style={cell}>
                {Math.min(entry.score, Math.max(entry.totalQuestions, 0))}/{entry.totalQuestions} ({scorePercentage(entry.score, entry.totalQuestions)}%)
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page ? <p>{page.total === 1 ? '1 player so far' : `${page.total} players so far`}</p> : null}
    </>
  );
}
