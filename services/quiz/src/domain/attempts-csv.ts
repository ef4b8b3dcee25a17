import { chosenOption, type ReadModelAttempt } from './question-performance.ts';
import { scorePercentage } from './dashboard-stats.ts';
import type { QuestionRecord } from './quiz-model.ts';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a formula, so a
 * taker could plant one in their name or answer; such cells get a leading apostrophe (OWASP advice).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The CSV's first row: fixed columns, then one column per question in order. */
export function attemptsCsvHeader(questions: readonly QuestionRecord[]): string[] {
  return [
    'Attempt ID',
    'Name',
    'Score',
    'Total Questions',
    'Percentage',
    'Completed At',
    ...questions.map((q) => neutralizeFormula(`Q${q.position + 1}: ${q.text}`)),
  ];
}

/** One attempt as a CSV row: the answer given to each question ('' when none). */
export function attemptCsvRow(questions: readonly QuestionRecord[], attempt: ReadModelAttempt): string[] {
  const answers = new Map<number, string>();
  for (const a of attempt.answers) answers.set(a.questionId, chosenOption(a.userAnswer));
  for (const a of attempt.openEndedAnswers) answers.set(a.questionId, a.userAnswer);
  return [
    attempt.attemptId,
    neutralizeFormula(attempt.userName),
    String(attempt.score),
    String(attempt.totalQuestions),
    `${scorePercentage(attempt.score, attempt.totalQuestions)}%`,
    attempt.completedAt.toISOString(),
    ...questions.map((q) => neutralizeFormula(answers.get(q.id) ?? '')),
  ];
}

/** A download name that says which quiz it is. */
export const attemptsCsvFileName = (quizId: number): string => `quiz-${quizId}-attempts.csv`;
