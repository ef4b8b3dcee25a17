import { quizQuestionsChangedV1Schema } from '@quizlink/contracts/events';
import { type AddQuestionRequest, addQuestionRequestSchema, LIMITS, QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { addQuestion, buildQuestionsChangedEvent, type AddQuestionDeps } from './add-question.ts';
import { generateDashboardToken, hashDashboardToken } from './dashboard-token.ts';
import type { QuestionInsertion, QuestionInsertionOutcome, QuizRecord } from './quiz-model.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-05-10T00:00:00.000Z');
const token = generateDashboardToken();
const quiz = { id: 3, createdAt: new Date(now.getTime() - DAY_MS), dashboardTokenHash: hashDashboardToken(token), questionCount: 5 } as QuizRecord;

const request = (over: Partial<AddQuestionRequest> = {}) =>
  addQuestionRequestSchema.parse({ quizId: 3, text: 'New?', type: 'multiple-choice', options: ['A', 'B'], correctAnswers: ['A'], ...over });

/** A store holding one quiz; `outcome` overrides what the insert reports (races with deletion, purge, the cap). */
function fakeStore(outcome?: QuestionInsertionOutcome) {
  const insertions: QuestionInsertion[] = [];
  const store = {
    findQuizById: async (id: number) => (id === quiz.id ? quiz : undefined),
    insertQuestion: async (insertion: QuestionInsertion): Promise<QuestionInsertionOutcome> => {
      insertions.push(insertion);
      const at = insertion.place(quiz.questionCount);
      return outcome ?? (at === 'full' ? { kind: 'quiz-full' } : { kind: 'added', id: 42, position: at });
    },
  } as unknown as AddQuestionDeps['store'];
  return { store, insertions };
}

const deps = (store: AddQuestionDeps['store'], at = now): AddQuestionDeps => ({ store, clock: () => at, lifetimeDays: 7, newId: () => '7d0f2b6e-0c1f-4d8e-9a3b-1c2d3e4f5a6b' });

describe('addQuestion', () => {
  it('When the creator adds a question, then it is placed by its order with a quiz.questions-changed event', async () => {
    const { store, insertions } = fakeStore();
    expect(await addQuestion(deps(store), request({ order: 9 }), token)).toEqual({ id: 42 });
    const [insertion] = insertions;
    expect(insertion?.question).toEqual({ text: 'New?', type: 'multiple-choice', options: ['A', 'B'], correctAnswers: ['A'], hint: null, imageUrl: null });
    expect([insertion?.place(5), insertion?.place(12), insertion?.place(LIMITS.maxQuestionsPerQuiz)]).toEqual([5, 9, 'full']);
    expect(quizQuestionsChangedV1Schema.parse(insertion?.event)).toMatchObject({ type: 'quiz.questions-changed', key: '3', data: { quizId: 3 } });
  });

  it.each([
    ['the quiz is unknown', request({ quizId: 4 }), token, now, 404, QUIZ_ERRORS.quizNotFound.code],
    ['the token is missing', request(), undefined, now, 401, QUIZ_ERRORS.dashboardTokenRequired.code],
    ["the token is another quiz's", request(), generateDashboardToken(), now, 403, QUIZ_ERRORS.dashboardForbidden.code],
    ['the quiz has expired', request(), token, new Date(now.getTime() + 7 * DAY_MS), 410, QUIZ_ERRORS.quizExpired.code],
  ])('When %s, then it is refused before anything is stored', async (_label, req, presented, at, status, code) => {
    const { store, insertions } = fakeStore();
    await expect(addQuestion(deps(store, at), req, presented)).rejects.toMatchObject({ status, code });
    expect(insertions).toHaveLength(0);
  });

  it.each([
    [{ kind: 'quiz-full' } as const, 409, QUIZ_ERRORS.quizQuestionLimitReached.code],
    [{ kind: 'quiz-purged' } as const, 410, QUIZ_ERRORS.quizExpired.code],
    [{ kind: 'quiz-missing' } as const, 404, QUIZ_ERRORS.quizNotFound.code],
  ])('When the store reports %o under the lock, then it answers %i', async (outcome, status, code) => {
    const { store } = fakeStore(outcome);
    await expect(addQuestion(deps(store), request(), token)).rejects.toMatchObject({ status, code });
  });
});

describe('buildQuestionsChangedEvent', () => {
  it('When built, then it is a valid v1 event keyed by the quiz id', () => {
    const event = buildQuestionsChangedEvent(8, now, '7d0f2b6e-0c1f-4d8e-9a3b-1c2d3e4f5a6b');
    expect(quizQuestionsChangedV1Schema.parse(event)).toEqual({ id: '7d0f2b6e-0c1f-4d8e-9a3b-1c2d3e4f5a6b', type: 'quiz.questions-changed', version: 1, occurredAt: now.toISOString(), key: '8', data: { quizId: 8 } });
  });
});
