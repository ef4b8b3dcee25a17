import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { createKafkaBus, withBatch, type EventBus } from './index.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';

jest.setTimeout(120_000);

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
const logger = createLogger({ service: 'events-kafka-batch-test', level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const prefix = `kit-events-batch-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}.`;
const TOPIC = 'attempt.events.v1';
const withKafka = brokers.length > 0 ? describe : describe.skip;

withKafka('Kafka event bus: batch-capable handlers (runs when KAFKA_BROKERS is set)', () => {
  const buses: EventBus[] = [];
  const newBus = (clientId: string) => {
    const bus = createKafkaBus({ brokers, clientId, topicPrefix: prefix, logger, retry: { maxAttempts: 3, initialDelayMs: 50, maxDelayMs: 200 } });
    buses.push(bus);
    return bus;
  };
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  test('When events of one partition were published together, then they reach the batch form together, in order, each once', async () => {
    const bus = newBus('batch-test');
    const events = Array.from({ length: 25 }, (_, i) => attemptSubmitted(4, i));
    await bus.publish(TOPIC, events);
    const batches: string[][] = [];
    const singles: string[] = [];
    await bus.subscribe({
      topic: TOPIC,
      groupId: 'projector',
      handler: withBatch(
        async (event: DomainEvent) => void singles.push(event.id),
        async (delivered) => void batches.push(delivered.map((event) => event.id)),
      ),
    });
    await eventually(() => batches.flat().length + singles.length >= events.length, 'all events delivered');
    expect([...batches.flat(), ...singles].toSorted()).toEqual(events.map((event) => event.id).toSorted());
    expect(batches.flat()).toEqual(events.map((event) => event.id).filter((id) => batches.flat().includes(id)));
    expect(batches.some((batch) => batch.length > 1)).toBe(true);
  });

  test('When a batch fails, then its events are delivered one by one and none is lost', async () => {
    const bus = newBus('batch-fallback-test');
    const topic = 'quiz.events.v1';
    const events = Array.from({ length: 6 }, (_, i) => attemptSubmitted(5, i));
    await bus.publish(topic, events);
    const handled: string[] = [];
    await bus.subscribe({
      topic,
      groupId: 'projector',
      handler: withBatch(
        async (event: DomainEvent) => void handled.push(event.id),
        async () => {
          throw new Error('the batch rolls back');
        },
      ),
    });
    await eventually(() => handled.length >= events.length, 'all events handled one by one');
    expect(handled).toEqual(events.map((event) => event.id));
  });
});
