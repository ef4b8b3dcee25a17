import { type DashboardAttempt, QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts/quiz';
import { displayName } from '../results/leaderboard.ts';

const cell = { padding: 'var(--ql-space-2)', textAlign: 'left' } as const;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The latest attempts with names, scores and times (the CSV export has every one). */
export function AttemptsTable({ attempts, total, essay }: { attempts: readonly DashboardAttempt[]; total: number; essay: boolean }) {
  if (attempts.length === 0) return <p>No attempts yet. Share your quiz to get answers.</p>;
  return (
    <>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="ql-visually-hidden">Attempts</caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>Name</th>
            {essay ? null : <th scope="col" style={cell}>Score</th>}
            <th scope="col" style={cell}>Completed</th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a) => (
            <tr key={a.id}>
              <td style={cell}>{displayName(a.userName)}</td>
              {essay ? null : (
                <td style={cell}>
                  {a.score}/{a.totalQuestions} ({a.percentage}%)
                </td>
              )}
              <td style={cell}>{when(a.completedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > attempts.length ? <p>Showing the latest {QUIZ_EXPERIENCE_LIMITS.dashboardAttempts} of {total} attempts; the CSV export has all of them.</p> : null}
    </>
  );
}
