import type { AnswerKey } from '@quizlink/contracts/quiz';
import { revealedAnswersOf } from './reveal-answers.ts';

const key = (showCorrectAnswers?: boolean): AnswerKey => ({
  quizId: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
  timeLimit: null,
  questions: [
    { id: 1, type: 'multiple-choice', correctAnswers: ['Paris'] },
    { id: 2, type: 'open-ended', correctAnswers: [] },
  ],
  ...(showCorrectAnswers === undefined ? {} : { showCorrectAnswers }),
});

describe('revealedAnswersOf', () => {
  it('When the creator allows it, then each multiple-choice question gives its right option', () => {
    expect(revealedAnswersOf(key(true))).toEqual([{ questionId: 1, correctAnswers: ['Paris'] }]);
  });

  it('When the creator turned it off, the key does not say, or the quiz is gone, then nothing is revealed', () => {
    expect(revealedAnswersOf(key(false))).toBeUndefined();
    expect(revealedAnswersOf(key())).toBeUndefined();
    expect(revealedAnswersOf(undefined)).toBeUndefined();
  });
});
