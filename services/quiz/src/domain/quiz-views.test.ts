import { dashboardResponseSchema, publicQuestionSchema, publicQuizSchema } from '@quizlink/contracts/quiz';
import type { QuestionRecord, QuizRecord } from './quiz-model.ts';
import { toAnswerKey, toDashboard, toPublicQuestion, toPublicQuiz, toQuizListItem } from './quiz-views.ts';

const quiz: QuizRecord = {
  id: 3,
  creatorId: 1,
  creatorName: 'Zoë',
  accessCode: 'AB12CD',
  urlSlug: 'zo-abcd1234',
  isAutoCreated: false,
  timeLimit: 600,
  topic: null,
  autoSubmit: true,
  showCorrectAnswers: true,
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  questionCount: 1,
  dashboardTokenHash: 'ab'.repeat(32),
  purgedAt: null,
};
const question: QuestionRecord = {
  id: 10,
  quizId: 3,
  position: 0,
  text: 'Capital of France?',
  type: 'multiple-choice',
  options: ['Paris', 'Rome'],
  correctAnswers: ['Paris'],
  hint: null,
  imageUrl: null,
};

describe('quiz views', () => {
  it('When a quiz is shown to anyone, then it has title, description and expiry but no code or slug', () => {
    const view = toPublicQuiz(quiz, 7);
    expect(publicQuizSchema.strict().parse(view)).toEqual(view);
    expect(view).toMatchObject({ title: "Zoë's Quiz", description: 'A quiz created by Zoë', expiresAt: '2026-01-08T00:00:00.000Z' });
    expect(JSON.stringify(view)).not.toMatch(/AB12CD|zo-abcd1234/);
  });

  it('When a question is shown to a taker, then the correct answers are not in it', () => {
    const view = toPublicQuestion(question);
    expect(publicQuestionSchema.strict().parse(view)).toEqual(view);
    expect(view).not.toHaveProperty('correctAnswers');
  });

  it('When the creator opens the dashboard, then code, slug and stats are added', () => {
    const details = { stats: { attemptCount: 1, averageScore: 50, topScore: 50 }, quizType: 'scored' as const, questions: [], attempts: [], scoreDistribution: [], attemptsPerHour: [] };
    const view = toDashboard(quiz, 7, details);
    expect(dashboardResponseSchema.strict().parse(view)).toEqual(view);
    expect(view).toMatchObject({ accessCode: 'AB12CD', urlSlug: 'zo-abcd1234', quizType: 'scored' });
    expect(JSON.stringify(view)).not.toContain(quiz.dashboardTokenHash);
  });

  it('When the answer key is built, then it lists each question with its correct answers and the expiry', () => {
    expect(toAnswerKey(quiz, [question], 7)).toEqual({
      quizId: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-01-08T00:00:00.000Z',
      timeLimit: 600,
      questions: [{ id: 10, type: 'multiple-choice', correctAnswers: ['Paris'] }],
      dashboardTokenHash: quiz.dashboardTokenHash,
      publicQuestions: [toPublicQuestion(question)],
      showCorrectAnswers: true,
    });
  });

  it('When the creator turned the right answers off, then the key says so (the attempt service reveals nothing)', () => {
    expect(toAnswerKey({ ...quiz, showCorrectAnswers: false }, [question], 7).showCorrectAnswers).toBe(false);
  });
});

describe('quiz list item', () => {
  it('When a quiz is listed on the test page, then it carries code and slug but never the token hash', () => {
    const item = toQuizListItem(quiz, 7);
    expect(item).toEqual({
      id: 3,
      creatorName: 'Zoë',
      accessCode: 'AB12CD',
      urlSlug: 'zo-abcd1234',
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-01-08T00:00:00.000Z',
    });
    expect(JSON.stringify(item)).not.toContain(quiz.dashboardTokenHash);
  });
});
