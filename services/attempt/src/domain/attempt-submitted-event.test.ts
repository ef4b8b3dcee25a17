import { randomUUID } from 'node:crypto';
import { attemptSubmittedV1Schema, domainEventSchema } from '@quizlink/contracts/events';
import { buildAttemptSubmittedEvent } from './attempt-submitted-event.ts';

describe('buildAttemptSubmittedEvent', () => {
  it('When an attempt is stored, then its event matches the v1 contract and is keyed by quiz id', () => {
    const attempt = {
      id: randomUUID(),
      quizId: 42,
      userAnswerId: 7,
      userName: 'Ada',
      score: 1,
      totalQuestions: 2,
      answers: [{ questionId: 1, userAnswer: 'A', isCorrect: true }],
      openEndedAnswers: [{ questionId: 3, userAnswer: 'Because', questionIndex: 2 }],
      completedAt: new Date('2026-02-03T04:05:06.789Z'),
      idempotencyKey: 'k-1',
      secretHash: 'f'.repeat(64),
    };
    const eventId = randomUUID();
    const event = buildAttemptSubmittedEvent(attempt, eventId);
    expect(attemptSubmittedV1Schema.parse(event)).toEqual(event);
    expect(domainEventSchema.parse(event).type).toBe('attempt.submitted');
    expect(event).toMatchObject({ id: eventId, key: '42', version: 1, occurredAt: '2026-02-03T04:05:06.789Z' });
    expect(event.data).toMatchObject({ attemptId: attempt.id, quizId: 42, score: 1, totalQuestions: 2 });
    expect(JSON.stringify(event)).not.toContain('k-1');
    expect(JSON.stringify(event)).not.toContain('f'.repeat(64));
  });

  it('When the scored questions are given, then the event names them; without them the field is absent (older events)', () => {
    const attempt = {
      id: randomUUID(),
      quizId: 9,
      userAnswerId: 1,
      userName: 'Bo',
      score: 0,
      totalQuestions: 1,
      answers: [],
      openEndedAnswers: [],
      completedAt: new Date(),
      idempotencyKey: null,
      secretHash: 'a'.repeat(64),
    };
    const withIds = buildAttemptSubmittedEvent(attempt, randomUUID(), [3, 4]);
    expect(attemptSubmittedV1Schema.parse(withIds).data.questionIds).toEqual([3, 4]);
    expect('questionIds' in buildAttemptSubmittedEvent(attempt, randomUUID()).data).toBe(false);
  });
});
