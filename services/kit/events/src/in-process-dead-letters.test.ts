import { type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { metricsRegistry } from '@quizlink/kit-metrics';
import { createInProcessBus, DEAD_LETTER_REASONS, deadLetterTopic, withBatch, type InProcessBus } from './index.ts';
import { attemptSubmitted } from './event.fixture.ts';

const logger = createLogger({ service: 'events-dlq-test', level: 'silent' });
const fastRetry = { maxAttempts: 3, initialDelayMs: 2, maxDelayMs: 5 };
const TOPIC = 'attempt.events.v1';
const DLQ = deadLetterTopic(TOPIC);

const deadLetteredCount = async (group: string): Promise<number> => {
  const metric = await metricsRegistry.getSingleMetric('events_dead_lettered_total')?.get();
  return metric?.values.find((value) => value.labels.topic === TOPIC && value.labels.group === group)?.value ?? 0;
};

let bus: InProcessBus;
beforeEach(() => {
  bus = createInProcessBus(logger, { retry: fastRetry });
});
afterEach(async () => {
  await bus.close();
});

describe('in-process event bus: dead letters', () => {
  test('When a handler keeps failing, then the event is kept under <topic>.dlq with its cause, counted, and later events still flow', async () => {
    const handled: string[] = [];
    const [poison, next] = [attemptSubmitted(1), attemptSubmitted(1)];
    const before = await deadLetteredCount('projector');
    await bus.subscribe({
      topic: TOPIC,
      groupId: 'projector',
      handler: async (event) => {
        if (event.id === poison.id) throw new Error('row too long');
        handled.push(event.id);
      },
    });
    await bus.publish(TOPIC, [poison, next]);
    await bus.idle();
    expect(handled).toEqual([next.id]);
    const [letter, ...others] = bus.deadLetters(DLQ);
    expect(others).toEqual([]);
    expect(letter).toMatchObject({ event: poison, reason: DEAD_LETTER_REASONS.handlerFailed, detail: 'row too long', group: 'projector', topic: TOPIC });
    expect(Date.parse(letter?.failedAt ?? '')).not.toBeNaN();
    expect(await deadLetteredCount('projector')).toBe(before + 1);
  });

  test('When dead letters are replayed after a fix, then only the failing group gets them again and the queue empties', async () => {
    let fixed = false;
    const projected: string[] = [];
    const otherGroup: string[] = [];
    await bus.subscribe({ topic: TOPIC, groupId: 'audit', handler: async (event) => void otherGroup.push(event.id) });
    await bus.subscribe({
      topic: TOPIC,
      groupId: 'projector',
      handler: async (event) => {
        if (!fixed) throw new Error('database down');
        projected.push(event.id);
      },
    });
    const events = [attemptSubmitted(2), attemptSubmitted(3), attemptSubmitted(2)];
    await bus.publish(TOPIC, events);
    await bus.idle();
    expect(bus.deadLetters(DLQ).map((letter) => letter.event.id)).toEqual(events.map((event) => event.id));

    fixed = true;
    expect(await bus.replayDeadLetters(DLQ, { group: 'projector', limit: 2 })).toBe(2);
    await bus.idle();
    expect(projected).toEqual(events.slice(0, 2).map((event) => event.id));
    expect(await bus.replayDeadLetters(DLQ)).toBe(1);
    await bus.idle();
    expect(projected).toEqual(events.map((event) => event.id));
    expect(otherGroup).toEqual(events.map((event) => event.id));
    expect(bus.deadLetters(DLQ)).toEqual([]);
  });

  test('When a batch-capable handler fails for one event, then the batch falls back to one by one and only that event is dead-lettered', async () => {
    const [poison, ...fine] = [attemptSubmitted(4), attemptSubmitted(4), attemptSubmitted(4)];
    const handled: string[] = [];
    await bus.subscribe({
      topic: TOPIC,
      groupId: 'projector',
      handler: withBatch(
        async (event: DomainEvent) => {
          if (event.id === poison?.id) throw new Error('bad row');
          handled.push(event.id);
        },
        async () => {
          throw new Error('the batch rolls back');
        },
      ),
    });
    await bus.publish(TOPIC, [poison as DomainEvent, ...fine]);
    await bus.idle();
    expect(handled).toEqual(fine.map((event) => event.id));
    expect(bus.deadLetters(DLQ).map((letter) => [letter.event.id, letter.reason])).toEqual([[poison?.id, DEAD_LETTER_REASONS.handlerFailed]]);
  });

  test('When a consumer declares the versions it knows, then another version is dead-lettered as unknown-version and a type it leaves out is ignored', async () => {
    const quizTopic = 'quiz.events.v1';
    const seen: string[] = [];
    const deleted = { id: crypto.randomUUID(), type: EVENT_TYPES.quizDeleted, version: 1, occurredAt: new Date().toISOString(), key: '5', data: { quizId: 5, reason: 'creator', deletedAt: new Date().toISOString(), imageUrls: [] as string[] } } as const;
    const changed = { id: crypto.randomUUID(), type: EVENT_TYPES.quizQuestionsChanged, version: 1, occurredAt: new Date().toISOString(), key: '5', data: { quizId: 5 } } as const;
    // This consumer takes only quiz.deleted, and (as if contracts had moved on) only a version 2 of it.
    await bus.subscribe({ topic: quizTopic, groupId: 'images', accepts: { [EVENT_TYPES.quizDeleted]: [2] }, handler: async (event) => void seen.push(event.id) });
    await bus.publish(quizTopic, [deleted, changed]);
    await bus.idle();
    expect(seen).toEqual([]);
    expect(bus.deadLetters(deadLetterTopic(quizTopic)).map((letter) => [letter.event.id, letter.reason])).toEqual([[deleted.id, DEAD_LETTER_REASONS.unknownVersion]]);
  });

  test('When a topic that is not a dead-letter topic is named, then deadLetters and replay refuse it', async () => {
    expect(() => bus.deadLetters(TOPIC)).toThrow('not a dead-letter topic');
    await expect(bus.replayDeadLetters(TOPIC)).rejects.toThrow('not a dead-letter topic');
    expect(bus.deadLetters('unknown.dlq')).toEqual([]);
    await expect(bus.replayDeadLetters('unknown.dlq')).resolves.toBe(0);
  });
});
