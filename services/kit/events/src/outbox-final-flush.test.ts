import { QueryTypes, type Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { addToOutbox, createInProcessBus, flushOutboxAtShutdown, outboxMigrations, startOutboxRelay, type EventBus, type InProcessBus } from './index.ts';
import { attemptSubmitted } from './event.fixture.ts';

const logger = createLogger({ service: 'events-test', level: 'silent' });
const TOPIC = 'attempt.events.v1';

describe(`outbox flush at shutdown (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let db: TestDatabase;
  let sequelize: Sequelize;
  let bus: InProcessBus;
  let received: DomainEvent[];

  beforeAll(async () => {
    db = await createTestDatabase('kit_events_final_flush');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, [...outboxMigrations], logger);
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });
  beforeEach(async () => {
    await sequelize.query('DELETE FROM outbox_events');
    received = [];
    bus = createInProcessBus(logger);
    await bus.subscribe({ topic: TOPIC, groupId: 'quiz', handler: async (e) => void received.push(e) });
  });
  afterEach(async () => {
    await bus.close();
  });

  const unpublishedCount = async () =>
    Number((await sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM outbox_events WHERE published_at IS NULL', { type: QueryTypes.SELECT }))[0]?.n);
  const commit = (events: DomainEvent[]) => sequelize.transaction(async (t) => {
    for (const event of events) await addToOutbox(sequelize, TOPIC, event, t);
  });

  test('When rows were committed after the relay stopped, then the flush publishes each of them once and marks them', async () => {
    const relay = startOutboxRelay({ sequelize, bus, logger, intervalMs: 10 });
    await relay.stop();
    const events = Array.from({ length: 5 }, (_, i) => attemptSubmitted(i, i));
    await commit(events);

    expect(await flushOutboxAtShutdown({ sequelize, bus, logger, timeoutMs: 5000, batchSize: 2 })).toBe(5);
    await bus.idle();
    expect(await unpublishedCount()).toBe(0);
    expect(received.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(await flushOutboxAtShutdown({ sequelize, bus, logger, timeoutMs: 5000 })).toBe(0);
  });

  test('When the bus refuses, then the flush resolves without throwing and the rows stay for the next start', async () => {
    await commit([attemptSubmitted(1), attemptSubmitted(2)]);
    const down: EventBus = { ...bus, publish: async () => Promise.reject(new Error('broker unreachable')) };
    expect(await flushOutboxAtShutdown({ sequelize, bus: down, logger, timeoutMs: 5000 })).toBe(0);
    expect(await unpublishedCount()).toBe(2);
  });

  test('When the bus hangs, then the flush gives up after its timeout and the rows stay', async () => {
    await commit([attemptSubmitted(1)]);
    let release = () => undefined as void;
    const hanging: EventBus = { ...bus, publish: () => new Promise<void>((resolve) => void (release = resolve)) };
    const started = Date.now();
    expect(await flushOutboxAtShutdown({ sequelize, bus: hanging, logger, timeoutMs: 100 })).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await unpublishedCount()).toBe(1);
    // The publish in progress ends later (a broker's request timeout); on MySQL its claim (a transaction) ends with it.
    release();
  });

  test('When the database has no outbox table, then the flush does nothing', async () => {
    const other = await createTestDatabase('kit_events_no_outbox');
    const plain = await openDatabase({ ...other, logger });
    try {
      expect(await flushOutboxAtShutdown({ sequelize: plain, bus, logger, timeoutMs: 1000 })).toBe(0);
    } finally {
      await plain.close();
      await other.drop();
    }
  });
});
