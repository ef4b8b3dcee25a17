import { domainEventSchema, EVENT_TYPES } from '../events/events.ts';
import { API_ROUTE_TABLE, serviceForPath } from '../platform/routes.ts';
import { creatorAttemptEntrySchema, submitAttemptRequestSchema, submitAttemptResponseSchema } from './attempts.ts';
import { leaderboardQuerySchema, publicLiveAttemptSchema, rankedLeaderboardEntrySchema, startAttemptRequestSchema, verifyAnswerRequestSchema } from './experience-schemas.ts';
import { ATTEMPT_PATHS } from './paths.ts';

const UUID = '0b4f2b8e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';

describe('quiz experience schemas', () => {
  it('When the leaderboard query comes from a URL, then the limit is coerced, defaulted and bounded', () => {
    expect(leaderboardQuerySchema.parse({})).toEqual({ limit: 10 });
    // The taker's row is found by the attempt's secret in a header: an attempt id in the URL means nothing.
    expect(leaderboardQuerySchema.parse({ limit: '25', attemptId: UUID })).toEqual({ limit: 25 });
    for (const limit of ['0', '101', 'x']) expect(leaderboardQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('When a start is requested, then quiz and taker ids are required positive numbers', () => {
    expect(startAttemptRequestSchema.parse({ quizId: '4', userAnswerId: 2 })).toEqual({ quizId: 4, userAnswerId: 2 });
    expect(startAttemptRequestSchema.safeParse({ quizId: 0, userAnswerId: 2 }).success).toBe(false);
  });

  it('When an attempt names its start, then it must be a UUID; without one the payload still parses', () => {
    const base = { quizId: 1, userAnswerId: 2 };
    expect(submitAttemptRequestSchema.parse({ ...base, startId: UUID }).startId).toBe(UUID);
    expect(submitAttemptRequestSchema.parse(base).startId).toBeUndefined();
    expect(submitAttemptRequestSchema.safeParse({ ...base, startId: 'nope' }).success).toBe(false);
  });

  it("When an answer is verified, then the spec's {answer} body is accepted and an attempt id, if sent, must be a UUID", () => {
    expect(verifyAnswerRequestSchema.parse({ answer: 'A' })).toEqual({ answer: 'A' });
    expect(verifyAnswerRequestSchema.parse({ answer: ['A'], attemptId: UUID })).toEqual({ answer: ['A'], attemptId: UUID });
    expect(verifyAnswerRequestSchema.safeParse({ answer: 'A', attemptId: 'nope' }).success).toBe(false);
    expect(verifyAnswerRequestSchema.safeParse({}).success).toBe(false);
  });

  it('When a board row or a results-page push is public, then it has no attempt id; the creator list keeps it', () => {
    const row = { userName: 'A', score: 1, totalQuestions: 2, completedAt: '', rank: 1, isYou: false };
    expect(rankedLeaderboardEntrySchema.strict().safeParse({ ...row, id: UUID }).success).toBe(false);
    expect(publicLiveAttemptSchema.strict().safeParse({ quizId: 1, attemptId: UUID, completedAt: '' }).success).toBe(false);
    expect(creatorAttemptEntrySchema.parse({ ...row, id: UUID }).id).toBe(UUID);
    expect(submitAttemptResponseSchema.safeParse({ id: UUID }).success).toBe(false);
  });

  it('When quiz.deleted travels, then it is a domain event like any other', () => {
    const event = {
      id: UUID,
      type: EVENT_TYPES.quizDeleted,
      version: 1,
      occurredAt: '2026-01-01T00:00:00.000Z',
      key: '7',
      data: { quizId: 7, reason: 'expired', deletedAt: '2026-01-01T00:00:00.000Z', imageUrls: [] },
    };
    expect(domainEventSchema.parse(event)).toEqual(event);
    expect(domainEventSchema.safeParse({ ...event, data: { ...event.data, reason: 'bored' } }).success).toBe(false);
  });
});

describe('routing of the new paths through the existing table', () => {
  it('When the browser calls the new paths, then the gateway table sends each to its owner', () => {
    expect(serviceForPath('/api/quiz-attempts/starts')).toBe('attempt');
    expect(serviceForPath('/api/quizzes/5/attempts/leaderboard')).toBe('attempt');
    expect(serviceForPath('/api/quizzes/5/attempts/live')).toBe('attempt');
    expect(serviceForPath('/api/quizzes/5/open-ended-answers')).toBe('quiz');
    expect(serviceForPath('/api/quizzes/dashboard/tok/live')).toBe('quiz');
    expect(serviceForPath('/api/quizzes/dashboard/tok/attempts.csv')).toBe('quiz');
  });

  it('When the verify path is looked up, then the attempt service answers it', () => {
    expect(API_ROUTE_TABLE.some((r) => r.pattern === ATTEMPT_PATHS.verifyAnswer)).toBe(true);
    expect(serviceForPath('/api/questions/3/verify')).toBe('attempt');
  });
});
