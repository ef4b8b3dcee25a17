import { ATTEMPT_MESSAGES, submitAttemptRequestSchema } from '@quizlink/contracts/attempt';
import type { PublicQuestion } from '@quizlink/contracts/quiz';
import { answerProblem, buildAttemptRequest } from './attempt-request.ts';

const question = (id: number, type: PublicQuestion['type']): PublicQuestion => ({
  id,
  quizId: 3,
  text: `Q${id}`,
  type,
  options: type === 'multiple-choice' ? ['yes', 'no'] : [],
  hint: null,
  order: id,
  imageUrl: null,
});

describe('answerProblem', () => {
  it('When no option is selected, then it asks to select an answer', () => {
    expect(answerProblem(question(1, 'multiple-choice'), undefined)).toBe(ATTEMPT_MESSAGES.selectAnswer);
    expect(answerProblem(question(1, 'multiple-choice'), 'yes')).toBeNull();
  });

  it('When an open-ended answer is blank, then it asks to provide an answer', () => {
    expect(answerProblem(question(2, 'open-ended'), '   ')).toBe(ATTEMPT_MESSAGES.provideAnswer);
    expect(answerProblem(question(2, 'open-ended'), 'because')).toBeNull();
  });
});

describe('buildAttemptRequest', () => {
  it('When a mixed quiz is submitted, then choices and open answers are split and nothing is scored', () => {
    const body = buildAttemptRequest({
      quizId: 3,
      user: { id: 9, name: 'Bo' },
      questions: [question(11, 'multiple-choice'), question(12, 'open-ended'), question(13, 'multiple-choice')],
      answers: { 11: 'yes', 12: ' my words ' },
    });
    expect(body).toEqual({
      quizId: 3,
      userAnswerId: 9,
      userName: 'Bo',
      answers: [
        { questionId: 11, userAnswer: 'yes' },
        { questionId: 13, userAnswer: '' },
      ],
      openEndedAnswers: [{ questionId: 12, userAnswer: 'my words', questionIndex: 1 }],
    });
    expect(submitAttemptRequestSchema.safeParse(body).success).toBe(true);
  });
});
