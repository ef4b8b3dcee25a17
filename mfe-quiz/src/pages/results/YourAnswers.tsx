import type { AttemptDetail, PublicQuestion } from '@quizlink/contracts';

/** The taker's own answers, question by question, with the server's verdict on each choice. */
export function YourAnswers({ attempt, questions }: { attempt: AttemptDetail; questions: readonly PublicQuestion[] }) {
  const chosen = new Map(attempt.answers.map((a) => [a.questionId, a]));
  const written = new Map(attempt.openEndedAnswers.map((a) => [a.questionId, a]));
  return (
    <ol>
      {questions.map((q) => {
        const scored = chosen.get(q.id);
        const text = scored ? [scored.userAnswer].flat().join(', ') : (written.get(q.id)?.userAnswer ?? '');
        return (
          <li key={q.id}>
            <p style={{ margin: 0, fontWeight: 600 }}>{q.text}</p>
            <p>
              Your answer: {text || '—'}
              {scored ? (
                <span style={{ color: scored.isCorrect ? 'var(--ql-color-success)' : 'var(--ql-color-danger)' }}>
                  {scored.isCorrect ? ' ✓ Correct' : ' ✗ Incorrect'}
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
