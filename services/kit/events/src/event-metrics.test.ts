import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { metricsRegistry } from '@quizlink/kit-metrics';
import { parsePrometheusText, sampleValue } from '@quizlink/kit-metrics/testing';
import { addToOutbox, createInProcessBus, createKafkaBus, outboxMigrations, trackOutboxBacklog } from './index.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';

jest.setTimeout(60_000);

const logger = createLogger({ service: 'events-metrics-test', level: 'silent' });
const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
const withKafka = brokers.length > 0 ? test : test.skip;
const scrape = async () => parsePrometheusText(await metricsRegistry.metrics());

describe('event metrics', () => {
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase('kit_events_metrics');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, [...outboxMigrations], logger);
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });

  test('When events wait in the outbox, then the backlog and the age of the oldest are read at scrape time, and stop once untracked', async () => {
    const untrack = trackOutboxBacklog(sequelize, 'metrics-test');
    const labels = { service: 'metrics-test' };
    expect(sampleValue(await scrape(), 'outbox_unpublished_events', labels)).toBe(0);
    expect(sampleValue(await scrape(), 'outbox_oldest_unpublished_age_seconds', labels)).toBe(0);

    await sequelize.transaction(async (transaction) => {
      await addToOutbox(sequelize, 'attempt.events.v1', attemptSubmitted(1), transaction);
      await addToOutbox(sequelize, 'attempt.events.v1', attemptSubmitted(2), transaction);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const families = await scrape();
    expect(sampleValue(families, 'outbox_unpublished_events', labels)).toBe(2);
    expect(sampleValue(families, 'outbox_oldest_unpublished_age_seconds', labels)).toBeGreaterThan(0);
    untrack();
  });

  test('When a handler throws, then each failed attempt counts for its topic and group', async () => {
    const bus = createInProcessBus(logger, { retry: { maxAttempts: 3, initialDelayMs: 1, maxDelayMs: 1 } });
    const labels = { topic: 'failing.events.v1', group: 'flaky' };
    const before = sampleValue(await scrape(), 'event_handler_failures_total', labels) ?? 0;
    let calls = 0;
    await bus.subscribe({
      topic: labels.topic,
      groupId: labels.group,
      handler: async () => {
        calls += 1;
        if (calls < 3) throw new Error('database restarting');
      },
    });
    await bus.publish(labels.topic, [attemptSubmitted(3)]);
    await bus.idle();
    expect(sampleValue(await scrape(), 'event_handler_failures_total', labels)).toBe(before + 2);
    await bus.close();
  });

  withKafka('When a Kafka consumer is behind, then its lag is the events it has not committed, and 0 once it caught up (runs when KAFKA_BROKERS is set)', async () => {
    const prefix = `kit-events-lag-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}.`;
    const options = { brokers, topicPrefix: prefix, logger, retry: { maxAttempts: 2, initialDelayMs: 10, maxDelayMs: 10 } };
    const publisher = createKafkaBus({ ...options, clientId: 'lag-publisher' });
    const consumer = createKafkaBus({ ...options, clientId: 'lag-consumer' });
    const labels = { topic: 'lag.events.v1', group: 'slow' };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let handled = 0;
    try {
      await consumer.subscribe({ topic: labels.topic, groupId: labels.group, handler: async () => {
        await gate;
        handled += 1;
      } });
      await publisher.publish(labels.topic, [attemptSubmitted(9), attemptSubmitted(9), attemptSubmitted(9)]);
      await eventually(async () => sampleValue(await scrape(), 'event_consumer_lag_messages', labels) === 3, 'a lag of 3');
      release();
      await eventually(() => handled === 3, 'three events handled');
      await eventually(async () => sampleValue(await scrape(), 'event_consumer_lag_messages', labels) === 0, 'a lag of 0');
    } finally {
      release();
      await Promise.all([publisher.close(), consumer.close()]);
    }
  });
});
