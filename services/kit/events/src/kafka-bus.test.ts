import { randomUUID } from 'node:crypto';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import {
  addToOutbox,
  createEventBus,
  createKafkaBus,
  idempotentHandler,
  outboxMigrations,
  processedEventsMigration,
  startOutboxRelay,
  type EventBus,
} from './index.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';
import { kcatInstalled, startPrivateKafka, type PrivateKafka } from './testing/private-kafka.ts';

jest.setTimeout(120_000);

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
const logger = createLogger({ service: 'events-kafka-test', level: process.env.TEST_LOG_LEVEL ?? 'silent' });
/** Unique per run of this file, so reruns and other files on the same broker never share topics or groups. */
const prefix = `kit-events-kafka-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}.`;

const withKafka = brokers.length > 0 ? describe : describe.skip;

withKafka('Kafka event bus (runs when KAFKA_BROKERS is set, e.g. a kcat mock broker; see README)', () => {
  const buses: EventBus[] = [];
  /** Brokers of a test's own, stopped once every bus is closed. */
  const privateBrokers: PrivateKafka[] = [];
  /** `on`: another broker's addresses (a private one); `requestTimeoutMs`: shorter, for a broker that is paused. */
  const newBus = (clientId: string, { on = brokers, requestTimeoutMs }: { on?: string[]; requestTimeoutMs?: number } = {}) => {
    const bus = createKafkaBus({ brokers: on, clientId, topicPrefix: prefix, logger, retry: { maxAttempts: 3, initialDelayMs: 50, maxDelayMs: 200 }, requestTimeoutMs });
    buses.push(bus);
    return bus;
  };
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase('kit_events_kafka');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, [...outboxMigrations, processedEventsMigration], logger);
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await Promise.all(privateBrokers.map((broker) => broker.stop()));
    await sequelize.close();
    await db.drop();
  });

  test('When events are published, then a subscriber receives them as domain events, in order per key', async () => {
    const producerBus = newBus('attempt');
    const consumerBus = newBus('quiz');
    const received: DomainEvent[] = [];
    await consumerBus.subscribe({ topic: 'order', groupId: 'quiz', handler: async (e) => void received.push(e) });
    const events = [1, 2, 3, 4, 5, 6].map((n) => attemptSubmitted(n % 2, n));
    await producerBus.publish('order', events.slice(0, 3));
    await producerBus.publish('order', events.slice(3));
    await eventually(() => received.length >= 6, 'six events');
    expect(received.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
    for (const key of ['0', '1']) {
      expect(received.filter((e) => e.key === key).map((e) => e.id)).toEqual(events.filter((e) => e.key === key).map((e) => e.id));
    }
    expect(received[0]).toEqual(events.find((e) => e.id === received[0]?.id));
  });

  test('When the topic holds messages that are not valid events, then they are passed over (to the dead-letter topic) and valid ones delivered', async () => {
    const kafka = new Kafka({ clientId: 'raw', brokers, logLevel: logLevel.NOTHING });
    const raw = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await raw.connect();
    const valid = attemptSubmitted(9);
    await raw.send({
      topic: `${prefix}mixed`,
      messages: [
        { key: '9', value: 'not json' },
        { key: '9', value: JSON.stringify({ ...attemptSubmitted(9), type: 'attempt.unknown' }) },
        { key: '9', value: null },
        { key: '9', value: JSON.stringify(valid) },
      ],
    });
    await raw.disconnect();
    const received: DomainEvent[] = [];
    await newBus('quiz').subscribe({ topic: 'mixed', groupId: 'quiz', handler: async (e) => void received.push(e) });
    await eventually(() => received.length >= 1, 'the valid event');
    await new Promise((r) => setTimeout(r, 300));
    expect(received.map((e) => e.id)).toEqual([valid.id]);
  });

  test('When one event id is delivered twice, then idempotentHandler handles it once', async () => {
    let deliveries = 0;
    let handled = 0;
    const handle = idempotentHandler({
      sequelize,
      consumer: 'quiz-dashboard',
      logger,
      handle: async () => {
        handled += 1;
      },
    });
    await newBus('quiz').subscribe({
      topic: 'dupes',
      groupId: 'quiz',
      handler: async (event) => {
        await handle(event);
        deliveries += 1;
      },
    });
    const event = attemptSubmitted(3);
    const producerBus = newBus('attempt');
    await producerBus.publish('dupes', [event]);
    await producerBus.publish('dupes', [event]);
    await eventually(() => deliveries >= 2, 'both deliveries');
    expect(handled).toBe(1);
    const rows = await sequelize.query('SELECT consumer, event_id FROM processed_events WHERE event_id = ?', {
      replacements: [event.id],
      type: QueryTypes.SELECT,
    });
    expect(rows).toEqual([{ consumer: 'quiz-dashboard', event_id: event.id }]);
  });

  test('When brokers are configured, then createEventBus returns a Kafka bus that answers ping', async () => {
    const bus = createEventBus({ kafkaBrokers: brokers, clientId: 'ping', topicPrefix: prefix, logger });
    buses.push(bus);
    await expect(bus.ping()).resolves.toBeUndefined();
  });

  // A broker of its own: pausing the shared one would stall every other test file's Kafka calls.
  const withPrivateBroker = kcatInstalled ? test : test.skip;

  withPrivateBroker('When the broker is paused, then outbox rows stay unpublished and are all delivered after it resumes', async () => {
    const broker = await startPrivateKafka();
    privateBrokers.push(broker);
    const received: string[] = [];
    const consumerBus = newBus('quiz', { on: broker.brokers });
    await consumerBus.subscribe({ topic: 'outage', groupId: 'quiz', handler: async (e) => void received.push(e.id) });
    const warmup = attemptSubmitted(0);
    // Short request timeout so a publish to the paused broker fails within seconds instead of ~15 s.
    const relayBus = newBus('attempt', { on: broker.brokers, requestTimeoutMs: 1000 });
    await relayBus.publish('outage', [warmup]);
    await eventually(() => received.includes(warmup.id), 'the warm-up event');

    const relay = startOutboxRelay({ sequelize, bus: relayBus, logger, intervalMs: 100 });
    const events = [1, 2, 3].map((n) => attemptSubmitted(n, n));
    const unpublished = async () =>
      Number(
        (await sequelize.query<{ n: number }>("SELECT COUNT(*) AS n FROM outbox_events WHERE published_at IS NULL AND topic = 'outage'", {
          type: QueryTypes.SELECT,
        }))[0]?.n,
      );
    broker.pause();
    try {
      for (const event of events) await sequelize.transaction((t) => addToOutbox(sequelize, 'outage', event, t));
      const started = Date.now();
      await expect(relay.flush()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(await unpublished()).toBe(3);
      expect(received).toEqual([warmup.id]);
    } finally {
      broker.resume();
    }
    await eventually(async () => (await unpublished()) === 0, 'the relay to publish after the broker resumed', 90_000);
    await eventually(() => events.every((e) => received.includes(e.id)), 'all outbox events consumed', 90_000);
    await relay.stop();
  });
});
