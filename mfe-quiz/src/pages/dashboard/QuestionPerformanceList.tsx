import { DASHBOARD_CHART_TEXTS, type QuestionPerformance, QUIZ_EXPERIENCE_LIMITS } from '@quizlink/contracts/quiz';
import { BarChart } from '@quizlink/ui';

/** Green from 50% correct (spec), red below; words say it too, not only the colour. */
const tone = (percentage: number) =>
  percentage >= QUIZ_EXPERIENCE_LIMITS.questionCorrectAtPercent
    ? { color: 'var(--ql-color-success)', label: 'mostly correct' }
    : { color: 'var(--ql-color-danger)', label: 'mostly missed' };

const line = { margin: 0 } as const;

/** A multiple-choice question's figures over the attempts that got it, and how people answered it. */
function ChoiceFigures({ question: q }: { question: QuestionPerformance }) {
  // Nobody got it yet (a new quiz, or a question added since the last attempt): nothing was missed.
  if (q.seenCount === 0) return <p style={{ ...line, color: 'var(--ql-color-text-muted)' }}>{DASHBOARD_CHART_TEXTS.noAnswersYet}</p>;
  return (
    <>
      <p style={{ ...line, color: tone(q.correctPercentage).color, fontWeight: 600 }}>
        {q.correctPercentage}% correct ({q.correctCount}) · {tone(q.correctPercentage).label}
      </p>
      <p style={{ ...line, color: 'var(--ql-color-text-muted)' }}>{DASHBOARD_CHART_TEXTS.answeredOfSeen(q.answeredCount, q.seenCount)}</p>
      {q.mostCommonAnswer ? (
        <p style={line}>
          Most common answer: {q.mostCommonAnswer.answer} ({q.mostCommonAnswer.count})
          {q.mostCommonAnswer.isCorrect ? null : <strong style={{ color: 'var(--ql-color-danger)' }}> — incorrect</strong>}
        </p>
      ) : null}
      <BarChart
        label={DASHBOARD_CHART_TEXTS.answersChart(q.text)}
        orientation="horizontal"
        data={q.optionCounts.map((o) => ({ label: o.isCorrect ? `${o.option} (${DASHBOARD_CHART_TEXTS.rightAnswer})` : o.option, value: o.count, highlight: o.isCorrect }))}
        categoryHeader={DASHBOARD_CHART_TEXTS.optionHeader}
        valueHeader={DASHBOARD_CHART_TEXTS.countHeader}
        showNumbers={DASHBOARD_CHART_TEXTS.showNumbers}
      />
    </>
  );
}

/** How each question went: correct share, the most common answer (marked when wrong) and a chart of every option. */
export function QuestionPerformanceList({ questions }: { questions: readonly QuestionPerformance[] }) {
  return (
    <ol aria-label="Question performance" style={{ display: 'grid', gap: 'var(--ql-space-5)', paddingLeft: 'var(--ql-space-5)' }}>
      {questions.map((q) => (
        <li key={q.questionId}>
          <p style={{ ...line, fontWeight: 600 }}>{q.text}</p>
          {q.type === 'open-ended' ? <p style={line}>Open-ended · {q.answeredCount} answer(s)</p> : <ChoiceFigures question={q} />}
        </li>
      ))}
    </ol>
  );
}
