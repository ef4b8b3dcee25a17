import { QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts';
import type { QuestionPerformance } from '@quizlink/contracts';

/** Green from 50% correct (spec), red below; words say it too, not only the colour. */
const tone = (percentage: number) =>
  percentage >= QUIZ_EXPERIENCE_LIMITS.questionCorrectAtPercent
    ? { color: 'var(--ql-color-success)', label: 'mostly correct' }
    : { color: 'var(--ql-color-danger)', label: 'mostly missed' };

/** How each question went: correct share and the most common answer, marked when it is wrong. */
export function QuestionPerformanceList({ questions }: { questions: readonly QuestionPerformance[] }) {
  return (
    <ol aria-label="Question performance">
      {questions.map((q) => (
        <li key={q.questionId} style={{ marginBottom: 'var(--ql-space-3)' }}>
          <p style={{ margin: 0, fontWeight: 600 }}>{q.text}</p>
          {q.type === 'open-ended' ? (
            <p style={{ margin: 0 }}>Open-ended · {q.answeredCount} answer(s)</p>
          ) : (
            <>
              <p style={{ margin: 0, color: tone(q.correctPercentage).color, fontWeight: 600 }}>
                {q.correctPercentage}% correct ({q.correctCount}) · {tone(q.correctPercentage).label}
              </p>
              {q.mostCommonAnswer ? (
                <p style={{ margin: 0 }}>
                  Most common answer: {q.mostCommonAnswer.answer} ({q.mostCommonAnswer.count})
                  {q.mostCommonAnswer.isCorrect ? null : <strong style={{ color: 'var(--ql-color-danger)' }}> — incorrect</strong>}
                </p>
              ) : (
                <p style={{ margin: 0 }}>No answers yet</p>
              )}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
