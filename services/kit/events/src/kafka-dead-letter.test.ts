import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, Partitioners, type KafkaMessage } from 'kafkajs';
import { type DomainEvent, EVENT_HEADER_NAMES } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { createKafkaBus, DEAD_LETTER_HEADERS, DEAD_LETTER_REASONS, deadLetterTopic, listKafkaDeadLetterTopics, replayKafkaDeadLetters, withBatch, type EventBus } from './index.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';
import { kcatInstalled, startPrivateKafka, type PrivateKafka } from './testing/private-kafka.ts';

jest.setTimeout(120_000);

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
const logger = createLogger({ service: 'events-dlq-kafka-test', level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const prefix = `kit-events-dlq-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}.`;
const withKafka = brokers.length > 0 ? describe : describe.skip;
const fastRetry = { maxAttempts: 3, initialDelayMs: 20, maxDelayMs: 50 };

const header = (message: KafkaMessage, name: string) => message.headers?.[name]?.toString();

withKafka('Kafka event bus: dead-letter topics and replay (runs when KAFKA_BROKERS is set)', () => {
  const kafkaOn = (on: string[]) => new Kafka({ clientId: 'dlq-test', brokers: on, logLevel: logLevel.NOTHING });
  const kafka = kafkaOn(brokers);
  const raw = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, allowAutoTopicCreation: true });
  const buses: EventBus[] = [];
  /** Brokers of a test's own, stopped once every bus is closed. */
  const privateBrokers: PrivateKafka[] = [];
  const newBus = (clientId: string, requestTimeoutMs?: number, on: string[] = brokers) => {
    const bus = createKafkaBus({ brokers: on, clientId, topicPrefix: prefix, logger, retry: fastRetry, requestTimeoutMs });
    buses.push(bus);
    return bus;
  };
  /** Every message of a topic (on the broker, so with the prefix), read by a group of its own. */
  const readTopic = async (topic: string, count: number, client = kafka): Promise<KafkaMessage[]> => {
    const consumer = client.consumer({ groupId: `reader-${randomUUID()}`, maxWaitTimeInMs: 100 });
    const messages: KafkaMessage[] = [];
    await consumer.connect();
    await consumer.subscribe({ topics: [prefix + topic], fromBeginning: true });
    await consumer.run({ eachMessage: async ({ message }) => void messages.push(message) });
    try {
      await eventually(() => messages.length >= count, `${count} message(s) on ${topic}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await consumer.disconnect();
    }
    return messages;
  };

  beforeAll(async () => {
    await raw.connect();
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await Promise.all(privateBrokers.map((broker) => broker.stop()));
    await raw.disconnect();
  });

  test('When messages cannot be read, then each goes to <topic>.dlq with its bytes, headers and reason, for one-by-one and batch consumers alike', async () => {
    const topic = 'unreadable.events.v1';
    const valid = attemptSubmitted(7);
    const renamed = { ...attemptSubmitted(7), data: { ...attemptSubmitted(7).data, score: undefined, points: 1 } };
    const bad = [
      { value: 'not json', reason: DEAD_LETTER_REASONS.unparsable },
      { value: JSON.stringify({ ...attemptSubmitted(7), type: 'attempt.reviewed' }), reason: DEAD_LETTER_REASONS.unknownType },
      { value: JSON.stringify({ ...attemptSubmitted(7), version: 2 }), reason: DEAD_LETTER_REASONS.unknownVersion },
      { value: JSON.stringify(renamed), reason: DEAD_LETTER_REASONS.unparsable },
    ];
    await raw.send({ topic: prefix + topic, messages: [...bad.map(({ value }) => ({ key: '7', value, headers: { origin: 'test' } })), { key: '7', value: JSON.stringify(valid) }] });
    const single: string[] = [];
    const batched: string[] = [];
    const bus = newBus('unreadable');
    await bus.subscribe({ topic, groupId: 'single', handler: async (event) => void single.push(event.id) });
    await bus.subscribe({
      topic,
      groupId: 'batched',
      handler: withBatch(
        async (event: DomainEvent) => void batched.push(event.id),
        async (events) => void batched.push(...events.map((event) => event.id)),
      ),
    });
    await eventually(() => single.length === 1 && batched.length === 1, 'the valid event in both groups');
    expect([single, batched]).toEqual([[valid.id], [valid.id]]);

    const letters = await readTopic(deadLetterTopic(topic), 2 * bad.length);
    for (const group of ['single', 'batched']) {
      const ofGroup = letters.filter((message) => header(message, DEAD_LETTER_HEADERS.consumerGroup) === group);
      expect(ofGroup.map((message) => [message.value?.toString(), header(message, DEAD_LETTER_HEADERS.reason)])).toEqual(bad.map(({ value, reason }) => [value, reason]));
      expect(ofGroup.map((message) => header(message, DEAD_LETTER_HEADERS.originalOffset))).toEqual(['0', '1', '2', '3']);
      for (const message of ofGroup) {
        expect(message.key?.toString()).toBe('7');
        expect(header(message, 'origin')).toBe('test');
        expect(header(message, DEAD_LETTER_HEADERS.originalTopic)).toBe(prefix + topic);
        expect(header(message, DEAD_LETTER_HEADERS.originalPartition)).toMatch(/^\d+$/);
        expect(Date.parse(header(message, DEAD_LETTER_HEADERS.failedAt) ?? '')).not.toBeNaN();
      }
    }
    expect(await listKafkaDeadLetterTopics({ brokers, topicPrefix: prefix })).toContainEqual({ topic: deadLetterTopic(topic), messages: 2 * bad.length });
  });

  test('When a handler gives up, then its event goes to the dead-letter topic; a replay after the fix re-drives it and the handler succeeds', async () => {
    const topic = 'failing.events.v1';
    let fixed = false;
    const handled: string[] = [];
    const [poison, next] = [attemptSubmitted(8), attemptSubmitted(8)];
    await newBus('failing').subscribe({
      topic,
      groupId: 'projector',
      handler: async (event) => {
        if (event.id === poison.id && !fixed) throw new Error('constraint violated');
        handled.push(event.id);
      },
    });
    await newBus('publisher').publish(topic, [poison, next]);
    await eventually(() => handled.includes(next.id), 'the event behind the failing one');
    const [letter] = await readTopic(deadLetterTopic(topic), 1);
    expect(letter && [header(letter, DEAD_LETTER_HEADERS.reason), header(letter, DEAD_LETTER_HEADERS.detail), header(letter, EVENT_HEADER_NAMES.eventId)]).toEqual([
      DEAD_LETTER_REASONS.handlerFailed,
      'constraint violated',
      poison.id,
    ]);

    fixed = true;
    const lines: string[] = [];
    const replay = { brokers, topicPrefix: prefix, dlqTopic: deadLetterTopic(topic), onMessage: (line: { eventId?: string; replayed: boolean }) => void lines.push(`${line.eventId} ${line.replayed}`) };
    expect(await replayKafkaDeadLetters({ ...replay, group: 'someone-else' })).toBe(0);
    expect(await replayKafkaDeadLetters(replay)).toBe(1);
    await eventually(() => handled.includes(poison.id), 'the replayed event handled');
    expect(handled).toEqual([next.id, poison.id]);
    expect(lines).toEqual([`${poison.id} false`, `${poison.id} true`]);
    // The replay's group committed it: a second run has nothing left to re-drive.
    expect(await replayKafkaDeadLetters(replay)).toBe(0);
  });

  // A broker of its own: pausing the shared one would stall every other test file's Kafka calls.
  const withPrivateBroker = kcatInstalled ? test : test.skip;

  withPrivateBroker('When the dead-letter copy cannot be published, then the message is not committed: it is delivered again and dead-lettered once the broker is back', async () => {
    const topic = 'stalled.events.v1';
    const poison = attemptSubmitted(9);
    let calls = 0;
    const broker = await startPrivateKafka();
    privateBrokers.push(broker);
    // Short request timeout: the dead-letter send to the paused broker fails within seconds.
    const bus = newBus('stalled', 1000, broker.brokers);
    await bus.subscribe({
      topic,
      groupId: 'projector',
      handler: async () => {
        calls += 1;
        // The last attempt pauses the broker, so the dead-letter copy that follows fails.
        if (calls === fastRetry.maxAttempts) broker.pause();
        throw new Error('always failing');
      },
    });
    await newBus('publisher', undefined, broker.brokers).publish(topic, [poison]);
    try {
      await eventually(() => calls >= fastRetry.maxAttempts, 'the retries to run out');
      await new Promise((resolve) => setTimeout(resolve, 5000));
    } finally {
      broker.resume();
    }
    await eventually(() => calls > fastRetry.maxAttempts, 'the message delivered again', 60_000);
    const letters = await readTopic(deadLetterTopic(topic), 1, kafkaOn(broker.brokers));
    expect(letters.map((message) => header(message, EVENT_HEADER_NAMES.eventId))).toContain(poison.id);
  });
});
