import { randomUUID } from 'node:crypto';
import { Kafka, KafkaJSNonRetriableError, logLevel, Partitioners, type Consumer } from 'kafkajs';
import { createLogger } from '@quizlink/kit-logger';
import { eventually } from './event.fixture.ts';
import { CONSUMER_RESTART_DELAY_MS, runRestartingConsumer } from './kafka-consumer-restart.ts';

jest.setTimeout(90_000);

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
const logger = createLogger({ service: 'events-restart-test', level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const withKafka = brokers.length > 0 ? describe : describe.skip;

withKafka('runWithRestart (runs when KAFKA_BROKERS is set)', () => {
  test('When kafkajs stops a consumer for good, then it is started again and the uncommitted message is delivered again', async () => {
    const kafka = new Kafka({ clientId: 'restart-test', brokers, logLevel: logLevel.NOTHING });
    const topic = `kit-events-restart-${randomUUID()}`;
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, allowAutoTopicCreation: true });
    await producer.connect();
    await producer.send({ topic, messages: [{ key: 'k', value: 'first' }] });
    await producer.disconnect();
    const stopping = new AbortController();
    const seen: string[] = [];
    const crashes: boolean[] = [];
    const running = new Set<Consumer>();
    try {
      await runRestartingConsumer({
        create: () => {
          const consumer = kafka.consumer({ groupId: `${topic}.group`, maxWaitTimeInMs: 100 });
          consumer.on(consumer.events.CRASH, ({ payload }) => void crashes.push(payload.restart));
          return consumer;
        },
        topic,
        config: {
          eachMessage: async ({ message }) => {
            seen.push(message.value?.toString() ?? '');
            // The first delivery fails with an error kafkajs does not restart after.
            if (seen.length === 1) throw new KafkaJSNonRetriableError('a final error');
          },
        },
        logger,
        signal: stopping.signal,
        onConsumer: (consumer, replaced) => {
          if (replaced) running.delete(replaced);
          running.add(consumer);
        },
      });
      // The new member may wait for the stopped one's session to expire (30 s on the mock broker) before it is given the partition.
      await eventually(() => seen.length >= 2, 'the message delivered again', 60_000 + CONSUMER_RESTART_DELAY_MS.initial);
      expect(seen).toEqual(['first', 'first']);
      expect(crashes).toEqual([false]);
      expect(running.size).toBe(1);
    } finally {
      stopping.abort();
      await Promise.all([...running].map((consumer) => consumer.disconnect()));
    }
  });
});
