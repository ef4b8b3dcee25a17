import type { QuestionRecord, ReadModelAttempt } from './quiz-model.ts';
import { seenQuestionIds } from './seen-questions.ts';

const question = (id: number, type: QuestionRecord['type'] = 'multiple-choice'): QuestionRecord => ({
  id,
  quizId: 1,
  position: id,
  text: `Q${id}`,
  type,
  options: type === 'multiple-choice' ? ['A', 'B'] : [],
  correctAnswers: type === 'multiple-choice' ? ['A'] : [],
  hint: null,
  imageUrl: null,
});
const attempt = (overrides: Partial<ReadModelAttempt>): ReadModelAttempt => ({
  attemptId: 'a1',
  userName: 'Bo',
  score: 0,
  totalQuestions: 0,
  answers: [],
  openEndedAnswers: [],
  completedAt: new Date(),
  ...overrides,
});
// Published with 1, 2 (choice) and 3 (open-ended); 4 (choice) added later.
const questions = [question(1), question(2), question(3, 'open-ended'), question(4)];

describe('seenQuestionIds', () => {
  it('When the event named its questions, then those are the ones it saw', () => {
    expect([...seenQuestionIds(questions, attempt({ questionIds: [1, 2, 3], totalQuestions: 2 }))]).toEqual([1, 2, 3]);
  });

  it('When an older row was scored on two choice questions, then a choice question added later is not among them', () => {
    const seen = seenQuestionIds(questions, attempt({ totalQuestions: 2, answers: [{ questionId: 1, userAnswer: 'A', isCorrect: true }] }));
    expect([...seen]).toEqual([1, 2]);
  });

  it('When an older row answered a question past its scored bound, then every question up to it was seen', () => {
    const seen = seenQuestionIds(questions, attempt({ totalQuestions: 2, openEndedAnswers: [{ questionId: 3, userAnswer: 'x', questionIndex: 2 }] }));
    expect([...seen]).toEqual([1, 2, 3]);
  });

  it('When an older row was scored on every choice question, then it saw them all', () => {
    expect([...seenQuestionIds(questions, attempt({ totalQuestions: 3 }))]).toEqual([1, 2, 3, 4]);
  });
});
