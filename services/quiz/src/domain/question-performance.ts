import type { QuestionPerformance } from '@quizlink/contracts';
import { scorePercentage } from './dashboard-stats.ts';
import type { QuestionRecord, ReadModelAttempt } from './quiz-model.ts';

export type { ReadModelAttempt };

/** The option a multiple-choice answer names (the first of a list), trimmed; '' when none. */
export const chosenOption = (userAnswer: string | string[]): string =>
  (typeof userAnswer === 'string' ? userAnswer : (userAnswer[0] ?? '')).trim();

type Tally = { answered: number; correct: number; counts: Map<string, number> };

function tallyAnswers(attempts: readonly ReadModelAttempt[]): Map<number, Tally> {
  const tallies = new Map<number, Tally>();
  const tallyOf = (questionId: number): Tally => {
    let tally = tallies.get(questionId);
    if (!tally) {
      tally = { answered: 0, correct: 0, counts: new Map() };
      tallies.set(questionId, tally);
    }
    return tally;
  };
  for (const attempt of attempts) {
    for (const answer of attempt.answers) {
      const tally = tallyOf(answer.questionId);
      const option = chosenOption(answer.userAnswer);
      if (answer.isCorrect) tally.correct += 1;
      if (!option) continue;
      tally.answered += 1;
      tally.counts.set(option, (tally.counts.get(option) ?? 0) + 1);
    }
    for (const answer of attempt.openEndedAnswers) {
      if (answer.userAnswer.trim()) tallyOf(answer.questionId).answered += 1;
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

/**
 * Per-question performance over every attempt: correct share (the spec colours a question green at
 * 50% or more), and the most common answer, marked incorrect when it is not the correct option.
 * Correctness comes from the server's scoring stored with each attempt, never recomputed here.
 */
export function questionPerformance(questions: readonly QuestionRecord[], attempts: readonly ReadModelAttempt[]): QuestionPerformance[] {
  const tallies = tallyAnswers(attempts);
  return questions.map((question) => {
    const tally = tallies.get(question.id) ?? { answered: 0, correct: 0, counts: new Map<string, number>() };
    const choice = question.type === 'multiple-choice';
    return {
      questionId: question.id,
      order: question.position,
      text: question.text,
      type: question.type,
      imageUrl: question.imageUrl,
      answeredCount: tally.answered,
      correctCount: choice ? tally.correct : 0,
      correctPercentage: choice ? scorePercentage(tally.correct, attempts.length) : 0,
      mostCommonAnswer: choice ? mostCommon(question, tally.counts) : null,
    };
  });
}
