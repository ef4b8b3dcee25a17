import { ACCESS_CODE_PATTERN, type CreateQuizRequest, createQuizRequestSchema, QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { hashDashboardToken } from './dashboard-token.ts';
import { MAX_IDENTIFIER_ATTEMPTS, orderQuestions, publishQuiz } from './publish-quiz.ts';
import { IdentifierCollisionError, type NewQuiz, type QuizStore } from './quiz-model.ts';

const mc = (text: string, order?: number) => ({
  text,
  type: 'multiple-choice' as const,
  options: ['A', 'B'],
  correctAnswers: ['A'],
  ...(order === undefined ? {} : { order }),
});

const request = (overrides: Partial<CreateQuizRequest> = {}) =>
  createQuizRequestSchema.parse({
    creatorId: 1,
    creatorName: 'Ada',
    questions: [mc('q1'), mc('q2'), mc('q3'), mc('q4'), { text: 'Why?', type: 'open-ended' }],
    ...overrides,
  });

/** A store that records inserts and can refuse the first N as collisions. */
function fakeStore(opts: { users?: number[]; collisions?: number } = {}) {
  const inserted: NewQuiz[] = [];
  let collisions = opts.collisions ?? 0;
  const store = {
    userExists: async (id: number) => (opts.users ?? [1]).includes(id),
    insertQuiz: async (quiz: NewQuiz) => {
      inserted.push(quiz);
      if (collisions > 0) {
        collisions -= 1;
        throw new IdentifierCollisionError();
      }
      return 77;
    },
  } as Partial<QuizStore> as QuizStore;
  return { store, inserted };
}

const clock = () => new Date('2026-05-01T12:00:00.000Z');

describe('publishQuiz', () => {
  it('When the creator exists, then the quiz gets server-made code, slug and token, and only the hash is stored', async () => {
    const { store, inserted } = fakeStore();
    const created = await publishQuiz({ store, clock }, request());
    expect(created.id).toBe(77);
    expect(created.accessCode).toMatch(ACCESS_CODE_PATTERN);
    expect(created.urlSlug).toMatch(/^ada-[0-9a-z]{4}[0-9]{4}$/);
    expect(Buffer.from(created.dashboardToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = inserted[0]!;
    expect(stored.dashboardTokenHash).toBe(hashDashboardToken(created.dashboardToken));
    expect(JSON.stringify(stored)).not.toContain(created.dashboardToken);
    expect(stored.createdAt).toEqual(clock());
    expect(stored.questions).toHaveLength(5);
  });

  it('When the creator does not exist, then it fails with 404 user.not_found and stores nothing', async () => {
    const { store, inserted } = fakeStore({ users: [] });
    await expect(publishQuiz({ store, clock }, request())).rejects.toMatchObject({ status: 404, code: QUIZ_ERRORS.userNotFound.code });
    expect(inserted).toHaveLength(0);
  });

  it('When generated identifiers collide, then fresh ones are generated and the publish succeeds', async () => {
    const { store, inserted } = fakeStore({ collisions: 2 });
    const created = await publishQuiz({ store, clock }, request());
    expect(inserted).toHaveLength(3);
    expect(new Set(inserted.map((q) => q.dashboardTokenHash)).size).toBe(3);
    expect(created.accessCode).toBe(inserted[2]!.accessCode);
  });

  it('When identifiers keep colliding, then it gives up after the retry limit', async () => {
    const { store, inserted } = fakeStore({ collisions: 100 });
    await expect(publishQuiz({ store, clock }, request())).rejects.toBeInstanceOf(IdentifierCollisionError);
    expect(inserted).toHaveLength(MAX_IDENTIFIER_ATTEMPTS);
  });

  it('When the store fails for another reason, then the error is not retried', async () => {
    const store = { userExists: async () => true, insertQuiz: jest.fn(async () => { throw new Error('disk full'); }) };
    await expect(publishQuiz({ store: store as unknown as QuizStore, clock }, request())).rejects.toThrow('disk full');
    expect(store.insertQuiz).toHaveBeenCalledTimes(1);
  });
});

describe('orderQuestions', () => {
  it('When questions carry an order, then they are sorted by it and renumbered from 0', () => {
    const ordered = orderQuestions(request({ questions: [mc('c', 20), mc('a', 5), mc('b', 10), mc('d', 30), mc('e', 40)] }).questions);
    expect(ordered.map((q) => [q.text, q.position])).toEqual([['a', 0], ['b', 1], ['c', 2], ['d', 3], ['e', 4]]);
  });

  it('When no order is given, then the list order is kept', () => {
    const ordered = orderQuestions(request().questions);
    expect(ordered.map((q) => q.text)).toEqual(['q1', 'q2', 'q3', 'q4', 'Why?']);
  });

  it('When a question is open-ended, then it stores no options', () => {
    const q = orderQuestions(request({ questions: [mc('a'), mc('b'), mc('c'), mc('d'), { text: 'e', type: 'open-ended', options: ['x'] }] }).questions);
    expect(q[4]?.options).toEqual([]);
  });
});
