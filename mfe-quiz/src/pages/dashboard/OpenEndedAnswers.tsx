import { isAllowedImageUrl } from '@quizlink/contracts/content';
import { QUIZ_EXPERIENCE_MESSAGES } from '@quizlink/contracts/quiz';
import { Alert } from '@quizlink/ui';
import { displayName } from '../results/leaderboard.ts';
import type { OpenEndedState } from './use-open-ended.ts';

/** Every open-ended answer, grouped by question; its own error never hides the rest of the dashboard. */
export function OpenEndedAnswers({ state }: { state: OpenEndedState }) {
  if (state.status === 'loading') return <output>Loading answers...</output>;
  if (state.status === 'error') return <Alert variant="error">{QUIZ_EXPERIENCE_MESSAGES.openEndedLoadFailed}</Alert>;
  const groups = state.data.filter((g) => g.answers.length > 0);
  if (groups.length === 0) return <p>{QUIZ_EXPERIENCE_MESSAGES.openEndedEmpty}</p>;
  return (
    <div>
      {groups.map((group) => (
        <section key={group.questionId} aria-label={group.questionText} style={{ marginBottom: 'var(--ql-space-4)' }}>
          <h3 style={{ margin: '0 0 var(--ql-space-2)' }}>{group.questionText}</h3>
          {group.questionImage && isAllowedImageUrl(group.questionImage) ? <img src={group.questionImage} alt="" style={{ maxWidth: '8rem', maxHeight: '5rem' }} /> : null}
          <ul>
            {group.answers.map((answer) => (
              <li key={answer.id}>
                <strong>{displayName(answer.userName)}:</strong> <span style={{ whiteSpace: 'pre-wrap' }}>{answer.userAnswer}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
