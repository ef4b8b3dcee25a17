import { attemptCsvRow, attemptsCsvFileName, attemptsCsvHeader, neutralizeFormula } from './attempts-csv.ts';
import type { ReadModelAttempt } from './question-performance.ts';
import type { QuestionRecord } from './quiz-model.ts';

const questions: QuestionRecord[] = [
  { id: 1, quizId: 5, position: 0, text: 'Colour?', type: 'multiple-choice', options: ['Red', 'Blue'], correctAnswers: ['Red'], hint: null, imageUrl: null },
  { id: 2, quizId: 5, position: 1, text: '=Why?', type: 'open-ended', options: [], correctAnswers: [], hint: null, imageUrl: null },
];

describe('attempts CSV', () => {
  it('When the header is built, then fixed columns come first and each question is numbered', () => {
    expect(attemptsCsvHeader(questions)).toEqual(['Attempt ID', 'Name', 'Score', 'Total Questions', 'Percentage', 'Completed At', 'Q1: Colour?', 'Q2: =Why?']);
  });

  it("When an attempt is a row, then it has the score, percentage and each question's answer", () => {
    const attempt: ReadModelAttempt = {
      attemptId: 'id-1',
      userName: 'Ana',
      score: 1,
      totalQuestions: 1,
      answers: [{ questionId: 1, userAnswer: ['Red'], isCorrect: true }],
      openEndedAnswers: [{ questionId: 2, userAnswer: 'Because', questionIndex: 1 }],
      completedAt: new Date('2026-02-03T04:05:06.000Z'),
    };
    expect(attemptCsvRow(questions, attempt)).toEqual(['id-1', 'Ana', '1', '1', '100%', '2026-02-03T04:05:06.000Z', 'Red', 'Because']);
  });

  it('When a name or answer starts like a formula, then it is neutralized with an apostrophe', () => {
    for (const value of ['=1+1', '+cmd', '-2', '@SUM(A1)', '\tx']) expect(neutralizeFormula(value)).toBe(`'${value}`);
    expect(neutralizeFormula('Ana = Bo')).toBe('Ana = Bo');
  });

  it('When the file is downloaded, then its name says which quiz it is', () => {
    expect(attemptsCsvFileName(5)).toBe('quiz-5-attempts.csv');
  });
});
