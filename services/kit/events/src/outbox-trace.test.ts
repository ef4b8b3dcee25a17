import type { Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { startTestTracing, type TestTracing } from '@quizlink/kit-tracing/testing';
import { addManyToOutbox, addToOutbox, createInProcessBus, currentTraceContext, outboxMigrations, startOutboxRelay } from './index.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';

const logger = createLogger({ service: 'outbox-trace-test', level: 'silent' });
const TOPIC = 'attempt.events.v1';

describe(`trace context through the outbox (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let tracing: TestTracing;
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    tracing = startTestTracing();
    db = await createTestDatabase('kit_events_outbox_trace');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, [...outboxMigrations], logger);
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
    await tracing.shutdown();
  });

  test('When requests store events (alone or in one group commit), then the relay publishes each in its own request’s trace', async () => {
    const bus = createInProcessBus(logger);
    const handled: DomainEvent[] = [];
    await bus.subscribe({ topic: TOPIC, groupId: 'dashboard', handler: async (event) => void handled.push(event) });
    const [alone, first, second] = [attemptSubmitted(1), attemptSubmitted(2), attemptSubmitted(3)];
    const a = await tracing.inRootSpan('POST alone', () => sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, alone as DomainEvent, t)));
    // A group commit writes other requests' events: each request's context is taken in that request.
    const b = await tracing.inRootSpan('POST first', async () => currentTraceContext());
    const c = await tracing.inRootSpan('POST second', async () => currentTraceContext());
    await sequelize.transaction((t) => addManyToOutbox(sequelize, TOPIC, [first as DomainEvent, second as DomainEvent], t, [b.result, c.result]));

    const relay = startOutboxRelay({ sequelize, bus, logger, intervalMs: 20 });
    await eventually(() => handled.length === 3, 'all three handled');
    await relay.stop();
    await bus.close();
    const consumerTrace = (event: DomainEvent | undefined) =>
      tracing.spans().find((s) => s.name === `${TOPIC} process` && s.attributes['messaging.message.id'] === event?.id)?.traceId;
    await eventually(() => [alone, first, second].every((event) => consumerTrace(event) !== undefined), 'consumer spans ended');
    expect([consumerTrace(alone), consumerTrace(first), consumerTrace(second)]).toEqual([a.traceId, b.traceId, c.traceId]);
  });
});
