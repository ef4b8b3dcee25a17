import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger, type Logger } from '@quizlink/kit-logger';
import { startTestTracing, type RecordedSpan, type TestTracing } from '@quizlink/kit-tracing/testing';
import { createInProcessBus, createKafkaBus, type EventBus } from './index.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';

jest.setTimeout(120_000);

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
const withKafka = brokers.length > 0 ? test : test.skip;
const quiet = createLogger({ service: 'trace-test', level: 'silent' });

let tracing: TestTracing;
beforeAll(() => {
  tracing = startTestTracing();
});
afterAll(() => tracing.shutdown());

/** A logger made with tracing on, whose JSON lines the test reads back. */
function capturingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ service: 'quiz', destination }), lines };
}

/**
 * Publishes one event inside a root span (the click) and has a consumer log a line when it handles it;
 * resolves with the root's ids and what the consumer logged.
 */
async function publishInTrace(publisher: EventBus, consumer: EventBus, topic: string) {
  const { logger, lines } = capturingLogger();
  const handled: DomainEvent[] = [];
  await consumer.subscribe({
    topic,
    groupId: 'dashboard',
    handler: async (event) => {
      logger.info({ eventId: event.id }, 'dashboard updated');
      handled.push(event);
    },
  });
  const event = attemptSubmitted(7);
  const root = await tracing.inRootSpan('POST /api/quiz-attempts', () => publisher.publish(topic, [event]));
  await eventually(() => handled.length === 1, 'the event handled');
  await eventually(() => tracing.spans().some((s) => s.name === `${topic} process` && s.traceId === root.traceId), 'the consumer span ended');
  return { root, line: lines.find((l) => l.msg === 'dashboard updated') };
}

function expectOneTrace(spans: RecordedSpan[], topic: string, root: { traceId: string; spanId: string }) {
  const inTrace = spans.filter((s) => s.traceId === root.traceId);
  const producer = inTrace.find((s) => s.name === `${topic} publish`);
  const consumer = inTrace.find((s) => s.name === `${topic} process`);
  expect(producer).toMatchObject({ kind: 'producer', parentSpanId: root.spanId });
  expect(consumer).toMatchObject({ kind: 'consumer', parentSpanId: producer?.spanId, attributes: { 'messaging.destination.name': topic, 'messaging.consumer.group.name': 'dashboard' } });
  return consumer as RecordedSpan;
}

describe('trace context through the event bus', () => {
  test('When an event is published in a trace on the in-process bus, then its handler runs in that trace and its log lines carry the trace id', async () => {
    const bus = createInProcessBus(quiet);
    const { root, line } = await publishInTrace(bus, bus, 'attempt.events.v1');
    const consumer = expectOneTrace(tracing.spans(), 'attempt.events.v1', root);
    expect(line).toMatchObject({ traceId: root.traceId, spanId: consumer.spanId });
    await bus.close();
  });

  withKafka('When an event is published in a trace on Kafka, then the traceparent header carries it across the broker to the consumer (runs when KAFKA_BROKERS is set)', async () => {
    const prefix = `kit-events-trace-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}.`;
    const options = { brokers, topicPrefix: prefix, logger: quiet, retry: { maxAttempts: 3, initialDelayMs: 50, maxDelayMs: 200 } };
    const publisher = createKafkaBus({ ...options, clientId: 'attempt' });
    const consumer = createKafkaBus({ ...options, clientId: 'quiz' });
    try {
      const { root, line } = await publishInTrace(publisher, consumer, 'attempt.events.v1');
      const consumerSpan = expectOneTrace(tracing.spans(), 'attempt.events.v1', root);
      expect(line).toMatchObject({ traceId: root.traceId, spanId: consumerSpan.spanId });
    } finally {
      await Promise.all([publisher.close(), consumer.close()]);
    }
  });
});
