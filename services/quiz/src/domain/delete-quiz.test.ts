import { EVENT_TYPES, quizDeletedV1Schema } from '@quizlink/contracts/events';
import { buildQuizDeletedEvent, purgeExpiredQuizzes, type DeleteDeps } from './delete-quiz.ts';
import type { QuestionRecord, QuizRecord, QuizRemoval } from './quiz-model.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-05-10T00:00:00.000Z');
const image = (id: number, imageUrl: string | null): QuestionRecord => ({
  id,
  quizId: 3,
  position: id,
  text: 'q',
  type: 'open-ended',
  options: [],
  correctAnswers: [],
  hint: null,
  imageUrl,
});

describe('buildQuizDeletedEvent', () => {
  it('When a quiz is deleted, then the event names the quiz, the reason and each image once', () => {
    const event = buildQuizDeletedEvent(3, 'creator', [image(1, '/api/uploads/a.png'), image(2, null), image(3, '/api/uploads/a.png')], now, '7d0f2b6e-0c1f-4d8e-9a3b-1c2d3e4f5a6b');
    expect(quizDeletedV1Schema.parse(event)).toEqual(event);
    expect(event).toMatchObject({ type: EVENT_TYPES.quizDeleted, key: '3', data: { quizId: 3, reason: 'creator', imageUrls: ['/api/uploads/a.png'] } });
  });
});

describe('purgeExpiredQuizzes', () => {
  function fakeStore(quizzes: QuizRecord[], lostRaces: number[] = []) {
    const removals: QuizRemoval[] = [];
    const cutoffs: Date[] = [];
    // A quiz purged elsewhere is offered once (the race), then no longer matches.
    const gone = new Set<number>();
    const store = {
      findPurgeableQuizzes: async (cutoff: Date, limit: number) => {
        cutoffs.push(cutoff);
        const left = quizzes.filter((q) => q.createdAt <= cutoff && !removals.some((r) => r.quizId === q.id) && !gone.has(q.id));
        return left.slice(0, limit);
      },
      listQuestions: async () => [image(1, '/api/uploads/b.png')],
      removeQuizData: async (removal: QuizRemoval) => {
        if (lostRaces.includes(removal.quizId)) {
          gone.add(removal.quizId);
          return false;
        }
        removals.push(removal);
        return true;
      },
    };
    return { store: store as unknown as DeleteDeps['store'], removals, cutoffs };
  }
  const quiz = (id: number, ageDays: number) => ({ id, createdAt: new Date(now.getTime() - ageDays * DAY_MS) }) as QuizRecord;

  it('When quizzes are past their lifetime, then each is purged (row kept) with an expired event', async () => {
    const { store, removals, cutoffs } = fakeStore([quiz(1, 8), quiz(2, 7), quiz(3, 6)]);
    const purged = await purgeExpiredQuizzes({ store, clock: () => now, lifetimeDays: 7 }, 1);
    expect(purged).toBe(2);
    expect(cutoffs[0]).toEqual(new Date(now.getTime() - 7 * DAY_MS));
    expect(removals.map((r) => [r.quizId, r.removeQuizRow, r.event.data.reason])).toEqual([
      [1, false, 'expired'],
      [2, false, 'expired'],
    ]);
  });

  it('When another instance purged a quiz first, then it is not counted again', async () => {
    const { store } = fakeStore([quiz(1, 9), quiz(2, 9)], [2]);
    expect(await purgeExpiredQuizzes({ store, clock: () => now, lifetimeDays: 7 })).toBe(1);
  });
});
