import { SCORE_MESSAGES } from '@quizlink/contracts/attempt';
import { scoreMessage, scorePercentage } from './score.ts';

describe('scorePercentage', () => {
  it('When the score is within the total, then it is the rounded share', () => {
    expect(scorePercentage(2, 3)).toBe(67);
    expect(scorePercentage(1, 8)).toBe(13);
  });

  it('When the score exceeds the total, then it is capped at 100%', () => {
    expect(scorePercentage(9, 5)).toBe(100);
  });

  it('When the total is 0 or less, then it is 0%', () => {
    expect(scorePercentage(3, 0)).toBe(0);
    expect(scorePercentage(3, -1)).toBe(0);
  });
});

describe('scoreMessage', () => {
  it.each([
    [0, 10, SCORE_MESSAGES.zero],
    [1, 10, SCORE_MESSAGES.upTo20],
    [2, 10, SCORE_MESSAGES.upTo20],
    [4, 10, SCORE_MESSAGES.upTo40],
    [5, 10, SCORE_MESSAGES.upTo60],
    [6, 10, SCORE_MESSAGES.upTo60],
    [8, 10, SCORE_MESSAGES.upTo80],
    [9, 10, SCORE_MESSAGES.below100],
    [199, 200, SCORE_MESSAGES.below100],
    [10, 10, SCORE_MESSAGES.perfect],
    [12, 10, SCORE_MESSAGES.perfect],
    [1, 300, SCORE_MESSAGES.upTo20],
    [0, 0, SCORE_MESSAGES.noScoredQuestions],
  ])('When %i of %i is scored, then the band message is "%s"', (score, total, message) => {
    expect(scoreMessage(score, total)).toBe(message);
  });
});
