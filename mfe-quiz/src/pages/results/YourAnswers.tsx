import type { AttemptDetail } from '@quizlink/contracts/attempt';
import type { PublicQuestion } from '@quizlink/contracts/quiz';
import { RESULTS_TEXTS } from './results-texts.ts';

/**
 * The taker's own answers, question by question, with the server's verdict on each choice and, under
 * a wrong one, the right answer — only when the server sent it (the creator allows it).
 */
export function YourAnswers({ attempt, questions }: { attempt: AttemptDetail; questions: readonly PublicQuestion[] }) {
  const chosen = new Map(attempt.answers.map((a) => [a.questionId, a]));
  const written = new Map(attempt.openEndedAnswers.map((a) => [a.questionId, a]));
  const right = new Map((attempt.correctAnswers ?? []).map((r) => [r.questionId, r.correctAnswers]));
  return (
    <ol style={{ display: 'flex', flexDirection: 'column', gap: 'var(--ql-space-3)', paddingLeft: 'var(--ql-space-5)' }}>
      {questions.map((q) => {
        const scored = chosen.get(q.id);
        const text = scored ? [scored.userAnswer].flat().join(', ') : (written.get(q.id)?.userAnswer ?? '');
        const reveal = scored && !scored.isCorrect ? right.get(q.id) : undefined;
        return (
          <li key={q.id}>
            <p style={{ margin: 0, fontWeight: 600 }}>{q.text}</p>
            <p style={{ margin: 0 }}>
              Your answer: {text || '—'}
              {scored ? (
                <span style={{ color: scored.isCorrect ? 'var(--ql-color-success)' : 'var(--ql-color-danger)' }}>
                  {scored.isCorrect ? ' ✓ Correct' : ' ✗ Incorrect'}
                </span>
              ) : null}
            </p>
            {reveal && reveal.length > 0 ? (
              <p style={{ margin: 0, color: 'var(--ql-color-success)', fontWeight: 600 }} data-testid="right-answer">
                {RESULTS_TEXTS.rightAnswer} {reveal.join(', ')}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
