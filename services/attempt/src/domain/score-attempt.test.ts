import { ATTEMPT_MESSAGES } from '@quizlink/contracts/attempt';
import { scoreAttempt, type KeyQuestion, type Submission } from './score-attempt.ts';

const key: KeyQuestion[] = [
  { id: 1, type: 'multiple-choice', correctAnswers: ['Paris'] },
  { id: 2, type: 'multiple-choice', correctAnswers: ['4'] },
  { id: 3, type: 'multiple-choice', correctAnswers: ['  Blue '] },
  { id: 4, type: 'open-ended', correctAnswers: [] },
];

const submission = (partial: Partial<Submission>): Submission => ({ answers: [], openEndedAnswers: [], ...partial });

const scored = (questions: KeyQuestion[], s: Submission) => {
  const result = scoreAttempt(questions, s);
  if (!result.ok) throw new Error(`unexpected problem: ${result.problem.message}`);
  return result.value;
};

describe('scoreAttempt', () => {
  it('When answers match the stored correct options, then each counts once and the total is the multiple-choice count', () => {
    const result = scored(key, submission({
      answers: [
        { questionId: 1, userAnswer: 'Paris' },
        { questionId: 2, userAnswer: '5' },
        { questionId: 3, userAnswer: 'Blue' },
      ],
    }));
    expect(result.score).toBe(2);
    expect(result.totalQuestions).toBe(3);
    expect(result.answers.map((a) => a.isCorrect)).toEqual([true, false, true]);
  });

  it('When the client marks a wrong answer as correct, then its claim is ignored', () => {
    const result = scored(key, submission({ answers: [{ questionId: 2, userAnswer: '5', isCorrect: true }] }));
    expect(result.score).toBe(0);
    expect(result.answers[0]?.isCorrect).toBe(false);
  });

  it('When the answer differs only by surrounding spaces, then it is correct; by case, then it is not', () => {
    expect(scored(key, submission({ answers: [{ questionId: 1, userAnswer: '  Paris ' }] })).score).toBe(1);
    expect(scored(key, submission({ answers: [{ questionId: 1, userAnswer: 'paris' }] })).score).toBe(0);
  });

  it('When the answer is a list, then only its first entry is compared', () => {
    expect(scored(key, submission({ answers: [{ questionId: 1, userAnswer: ['Paris', 'Rome'] }] })).score).toBe(1);
    expect(scored(key, submission({ answers: [{ questionId: 1, userAnswer: ['Rome', 'Paris'] }] })).score).toBe(0);
    expect(scored(key, submission({ answers: [{ questionId: 1, userAnswer: [] }] })).score).toBe(0);
  });

  it('When an open-ended question is answered, then it is kept but never scored', () => {
    const result = scored(key, submission({
      answers: [{ questionId: 4, userAnswer: 'anything' }],
      openEndedAnswers: [{ questionId: 4, userAnswer: 'My long answer', questionIndex: 3 }],
    }));
    expect(result.score).toBe(0);
    expect(result.answers[0]?.isCorrect).toBe(false);
    expect(result.openEndedAnswers).toEqual([{ questionId: 4, userAnswer: 'My long answer', questionIndex: 3 }]);
  });

  it('When the quiz is open-ended only, then score and total are 0', () => {
    const result = scored([{ id: 9, type: 'open-ended', correctAnswers: [] }], submission({
      openEndedAnswers: [{ questionId: 9, userAnswer: 'hi' }],
    }));
    expect(result).toMatchObject({ score: 0, totalQuestions: 0 });
    expect(result.openEndedAnswers[0]?.questionIndex).toBeNull();
  });

  it('When every question is answered correctly, then the score equals the multiple-choice count and no more', () => {
    const result = scored(key, submission({
      answers: [
        { questionId: 1, userAnswer: 'Paris' },
        { questionId: 2, userAnswer: '4' },
        { questionId: 3, userAnswer: 'Blue' },
        { questionId: 4, userAnswer: 'x' },
      ],
    }));
    expect(result.score).toBe(3);
    expect(result.score).toBeLessThanOrEqual(result.totalQuestions);
  });

  it('When a question is answered twice, then the submission is rejected so a correct answer cannot be counted twice', () => {
    const result = scoreAttempt(key, submission({
      answers: [
        { questionId: 1, userAnswer: 'Paris' },
        { questionId: 1, userAnswer: 'Paris' },
      ],
    }));
    expect(result).toEqual({ ok: false, problem: { message: ATTEMPT_MESSAGES.duplicateAnswer, path: ['answers', 1, 'questionId'] } });
  });

  it('When an answer refers to a question of another quiz, then the submission is rejected', () => {
    const result = scoreAttempt(key, submission({ answers: [{ questionId: 99, userAnswer: 'Paris' }] }));
    expect(result).toEqual({ ok: false, problem: { message: ATTEMPT_MESSAGES.attemptQuizMismatch, path: ['answers', 0, 'questionId'] } });
    const openEnded = scoreAttempt(key, submission({ openEndedAnswers: [{ questionId: 99, userAnswer: 'x' }] }));
    expect(openEnded.ok).toBe(false);
  });

  it('When an open-ended answer targets a multiple-choice question, then the submission is rejected', () => {
    const result = scoreAttempt(key, submission({ openEndedAnswers: [{ questionId: 1, userAnswer: 'Paris' }] }));
    expect(result).toEqual({
      ok: false,
      problem: { message: ATTEMPT_MESSAGES.openEndedAnswerForChoiceQuestion, path: ['openEndedAnswers', 0, 'questionId'] },
    });
  });

  it('When a stored key has no correct option, then an empty answer does not match it', () => {
    const result = scored([{ id: 5, type: 'multiple-choice', correctAnswers: [] }], submission({
      answers: [{ questionId: 5, userAnswer: '' }],
    }));
    expect(result.score).toBe(0);
  });
});
