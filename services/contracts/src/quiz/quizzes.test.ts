import { IMAGE_URL_INVALID_MESSAGE } from '../content/uploads.ts';
import { LIMITS } from './limits.ts';
import { QUIZ_MESSAGES } from './messages.ts';
import { createQuizRequestSchema, questionInputSchema } from './quizzes.ts';

const mc = (over: Record<string, unknown> = {}) => ({
  text: 'Pick one',
  type: 'multiple-choice',
  options: ['A', 'B', 'C'],
  correctAnswers: ['B'],
  ...over,
});

const firstMessage = (value: unknown) => {
  const r = questionInputSchema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('questionInputSchema', () => {
  test('When a multiple-choice question has 2–8 options and one correct among them, then it is valid', () => {
    expect(questionInputSchema.parse(mc()).correctAnswers).toEqual(['B']);
    expect(firstMessage(mc({ options: ['A', 'B'], correctAnswers: ['A'] }))).toBeUndefined();
  });

  test('When the text is blank, then the spec message says so', () => {
    expect(firstMessage(mc({ text: '   ' }))).toBe(QUIZ_MESSAGES.questionTextRequired);
  });

  test('When fewer than 2 options or an empty option is given, then the options message applies', () => {
    expect(firstMessage(mc({ options: ['A'], correctAnswers: ['A'] }))).toBe(QUIZ_MESSAGES.optionsRequired);
    expect(firstMessage(mc({ options: ['A', ' '], correctAnswers: ['A'] }))).toBe(QUIZ_MESSAGES.optionsRequired);
  });

  test('When more than 8 options are given, then it is refused', () => {
    expect(firstMessage(mc({ options: ['1', '2', '3', '4', '5', '6', '7', '8', '9'], correctAnswers: ['1'] }))).toBeDefined();
  });

  test('When the correct answer is missing, not an option, or more than one, then the correct-answer message applies', () => {
    expect(firstMessage(mc({ correctAnswers: [] }))).toBe(QUIZ_MESSAGES.correctOptionRequired);
    expect(firstMessage(mc({ correctAnswers: ['Z'] }))).toBe(QUIZ_MESSAGES.correctOptionRequired);
    expect(firstMessage(mc({ correctAnswers: ['A', 'B'] }))).toBe(QUIZ_MESSAGES.correctOptionRequired);
  });

  test('When an open-ended question has no options, then it is valid', () => {
    expect(firstMessage({ text: 'Why?', type: 'open-ended' })).toBeUndefined();
  });
});

describe('questionInputSchema imageUrl', () => {
  test.each(['/api/uploads/0123456789abcdef0123456789abcdef.png', 'https://cdn.example.com/a.gif', 'http://example.com/x?y=1', '  https://example.com/z.webp  '])(
    'When the image is %s, then it is kept',
    (imageUrl) => {
      expect(questionInputSchema.parse(mc({ imageUrl })).imageUrl).toBe(imageUrl.trim());
    },
  );

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox',
    '//evil.example/x.png',
    '/api/uploads/../../admin',
    '/admin',
    'file:///etc/passwd',
    'https://',
  ])('When the image is %s, then it is refused with a clear message', (imageUrl) => {
    expect(firstMessage(mc({ imageUrl }))).toBe(IMAGE_URL_INVALID_MESSAGE);
  });

  test('When there is no image, then it is null', () => {
    expect(questionInputSchema.parse(mc({ imageUrl: '  ' })).imageUrl).toBeNull();
    expect(questionInputSchema.parse(mc()).imageUrl).toBeNull();
  });
});

describe('createQuizRequestSchema', () => {
  const base = { creatorId: 1, creatorName: 'Ann', questions: Array.from({ length: 5 }, () => mc()) };

  test('When five valid questions are sent, then timing defaults apply', () => {
    const parsed = createQuizRequestSchema.parse(base);
    expect(parsed).toMatchObject({ timeLimit: null, autoSubmit: true, isAutoCreated: false, showCorrectAnswers: true });
  });

  test('When the creator turns the right answers off, then the request keeps it; a non-boolean is refused', () => {
    expect(createQuizRequestSchema.parse({ ...base, showCorrectAnswers: false }).showCorrectAnswers).toBe(false);
    expect(createQuizRequestSchema.safeParse({ ...base, showCorrectAnswers: 'no' }).success).toBe(false);
  });

  test('When an Auto Draft topic comes along, then it is trimmed and cut to its limit; blank or absent is null', () => {
    expect(createQuizRequestSchema.parse({ ...base, topic: '  the Hanseatic League  ' }).topic).toBe('the Hanseatic League');
    expect(createQuizRequestSchema.parse({ ...base, topic: 'x'.repeat(500) }).topic).toHaveLength(LIMITS.quizTopicMaxLength);
    expect(createQuizRequestSchema.parse({ ...base, topic: '   ' }).topic).toBeNull();
    expect(createQuizRequestSchema.parse(base).topic).toBeNull();
    expect(createQuizRequestSchema.safeParse({ ...base, topic: 42 }).success).toBe(false);
  });

  test('When fewer than five questions are sent, then the spec message says so', () => {
    const r = createQuizRequestSchema.safeParse({ ...base, questions: base.questions.slice(1) });
    expect(r.success ? undefined : r.error.issues[0]?.message).toBe(QUIZ_MESSAGES.minQuestionsRequired);
  });

  test('When the creator name is blank, then the spec message says so', () => {
    const r = createQuizRequestSchema.safeParse({ ...base, creatorName: ' ' });
    expect(r.success ? undefined : r.error.issues[0]?.message).toBe(QUIZ_MESSAGES.creatorNameRequired);
  });
});
