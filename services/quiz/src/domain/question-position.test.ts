import { LIMITS } from '@quizlink/contracts/quiz';
import { insertionPosition, placeAddedQuestion } from './question-position.ts';

describe('insertionPosition', () => {
  it('When no order is given, then the question goes after the last one', () => {
    expect(insertionPosition(undefined, 0)).toBe(0);
    expect(insertionPosition(undefined, 5)).toBe(5);
  });

  it('When the order is within the quiz, then the question takes that place', () => {
    expect(insertionPosition(0, 5)).toBe(0);
    expect(insertionPosition(2, 5)).toBe(2);
    expect(insertionPosition(5, 5)).toBe(5);
  });

  it('When the order is past the end, then it is clamped to the end', () => {
    expect(insertionPosition(6, 5)).toBe(5);
    expect(insertionPosition(10_000, 5)).toBe(5);
  });

  it('When the order is negative (never valid, but a caller may forget), then it goes first', () => {
    expect(insertionPosition(-3, 5)).toBe(0);
  });
});

describe('placeAddedQuestion', () => {
  it('When the quiz has room, then the position follows the order', () => {
    expect(placeAddedQuestion(1, 5)).toBe(1);
    expect(placeAddedQuestion(undefined, LIMITS.maxQuestionsPerQuiz - 1)).toBe(LIMITS.maxQuestionsPerQuiz - 1);
  });

  it('When the quiz already holds the maximum, then it is full', () => {
    expect(placeAddedQuestion(0, LIMITS.maxQuestionsPerQuiz)).toBe('full');
    expect(placeAddedQuestion(undefined, 3, 3)).toBe('full');
  });
});
