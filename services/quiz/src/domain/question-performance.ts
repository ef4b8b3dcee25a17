import type { OptionCount, QuestionPerformance } from '@quizlink/contracts/quiz';
import { scorePercentage } from './dashboard-stats.ts';
import type { QuestionRecord, ReadModelAttempt } from './quiz-model.ts';
import { seenQuestionIds } from './seen-questions.ts';

export type { ReadModelAttempt };

/** The option a multiple-choice answer names (the first of a list), trimmed; '' when none. */
export const chosenOption = (userAnswer: string | string[]): string =>
  (typeof userAnswer === 'string' ? userAnswer : (userAnswer[0] ?? '')).trim();

type Tally = { seen: number; answered: number; correct: number; counts: Map<string, number> };

const emptyTally = (): Tally => ({ seen: 0, answered: 0, correct: 0, counts: new Map() });

function tallyAnswers(questions: readonly QuestionRecord[], attempts: readonly ReadModelAttempt[]): Map<number, Tally> {
  const tallies = new Map(questions.map((q) => [q.id, emptyTally()]));
  for (const attempt of attempts) {
    for (const id of seenQuestionIds(questions, attempt)) {
      const tally = tallies.get(id);
      if (tally) tally.seen += 1;
    }
    for (const answer of attempt.answers) {
      const tally = tallies.get(answer.questionId);
      const option = chosenOption(answer.userAnswer);
      if (!tally) continue;
      if (answer.isCorrect) tally.correct += 1;
      if (!option) continue;
      tally.answered += 1;
      tally.counts.set(option, (tally.counts.get(option) ?? 0) + 1);
    }
    for (const answer of attempt.openEndedAnswers) {
      const tally = tallies.get(answer.questionId);
      if (tally && answer.userAnswer.trim()) tally.answered += 1;
    }
  }
  return tallies;
}

/** The most chosen option; ties go to the option listed first, so the answer is stable. */
function mostCommon(question: QuestionRecord, counts: Map<string, number>): QuestionPerformance['mostCommonAnswer'] {
  let best: { answer: string; count: number; position: number } | null = null;
  for (const [answer, count] of counts) {
    const listed = question.options.indexOf(answer);
    const position = listed < 0 ? Number.MAX_SAFE_INTEGER : listed;
    if (!best || count > best.count || (count === best.count && position < best.position)) best = { answer, count, position };
  }
  if (!best) return null;
  const correct = question.correctAnswers[0]?.trim();
  return { answer: best.answer, count: best.count, isCorrect: correct !== undefined && best.answer === correct };
}

/** Every listed option with how many chose it, in the creator's order; the right one marked. */
const optionCounts = (question: QuestionRecord, counts: Map<string, number>): OptionCount[] => {
  const correct = question.correctAnswers[0]?.trim();
  return question.options.map((option) => ({ option, count: counts.get(option.trim()) ?? 0, isCorrect: option.trim() === correct }));
};

/**
 * Per-question performance: correct share over the attempts that saw the question (the spec colours
 * a question green at 50% or more; a question added after publishing is not missed by earlier
 * attempts), the most common answer, marked incorrect when it is not the correct option, and how
 * many chose each option. Correctness comes from the server's scoring stored with each attempt,
 * never recomputed here.
 */
export function questionPerformance(questions: readonly QuestionRecord[], attempts: readonly ReadModelAttempt[]): QuestionPerformance[] {
  const tallies = tallyAnswers(questions, attempts);
  return questions.map((question) => {
    const tally = tallies.get(question.id) ?? emptyTally();
    const choice = question.type === 'multiple-choice';
    return {
      questionId: question.id,
      order: question.position,
      text: question.text,
      type: question.type,
      imageUrl: question.imageUrl,
      answeredCount: tally.answered,
      correctCount: choice ? tally.correct : 0,
      correctPercentage: choice ? scorePercentage(tally.correct, tally.seen) : 0,
      mostCommonAnswer: choice ? mostCommon(question, tally.counts) : null,
      seenCount: tally.seen,
      optionCounts: choice ? optionCounts(question, tally.counts) : [],
    };
  });
}
