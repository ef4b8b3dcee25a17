import { domainEventSchema, EVENT_TYPES } from '../events/events.ts';
import { QUIZ_MESSAGES } from './messages.ts';
import { addQuestionRequestSchema } from './questions.ts';

const question = (over: Record<string, unknown> = {}) => ({
  quizId: 3,
  text: 'Pick one',
  type: 'multiple-choice',
  options: ['A', 'B'],
  correctAnswers: ['A'],
  ...over,
});

const firstIssue = (value: unknown) => {
  const r = addQuestionRequestSchema.safeParse(value);
  return r.success ? undefined : r.error.issues[0];
};

describe('addQuestionRequestSchema', () => {
  test('When a valid question names its quiz, then it parses with the create call defaults', () => {
    expect(addQuestionRequestSchema.parse(question())).toEqual({
      quizId: 3,
      text: 'Pick one',
      type: 'multiple-choice',
      options: ['A', 'B'],
      correctAnswers: ['A'],
      hint: null,
      imageUrl: null,
    });
    expect(addQuestionRequestSchema.parse(question({ order: 2 })).order).toBe(2);
  });

  test('When the quiz id is missing, zero or not a number, then it is refused on quizId', () => {
    for (const quizId of [undefined, 0, -1, 'abc', 1.5]) expect(firstIssue(question({ quizId }))?.path).toEqual(['quizId']);
  });

  test('When the question breaks a rule of the create call, then the same message applies', () => {
    expect(firstIssue(question({ text: ' ' }))?.message).toBe(QUIZ_MESSAGES.questionTextRequired);
    expect(firstIssue(question({ options: ['A'] }))?.message).toBe(QUIZ_MESSAGES.optionsRequired);
    expect(firstIssue(question({ correctAnswers: ['Z'] }))?.message).toBe(QUIZ_MESSAGES.correctOptionRequired);
    expect(firstIssue(question({ order: -1 }))?.path).toEqual(['order']);
  });
});

describe('quiz.questions-changed', () => {
  test('When it travels, then it is a versioned domain event carrying the quiz id', () => {
    const event = {
      id: '0b4f2b8e-1d2c-4e5f-8a9b-0c1d2e3f4a5b',
      type: EVENT_TYPES.quizQuestionsChanged,
      version: 1,
      occurredAt: '2026-01-01T00:00:00.000Z',
      key: '7',
      data: { quizId: 7 },
    };
    expect(domainEventSchema.parse(event)).toEqual(event);
    expect(domainEventSchema.safeParse({ ...event, version: 2 }).success).toBe(false);
    expect(domainEventSchema.safeParse({ ...event, data: {} }).success).toBe(false);
  });
});
