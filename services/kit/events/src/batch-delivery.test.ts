import { DataTypes, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { createInProcessBus, idempotentHandler, processedEventsMigration, withAfterHandled, withBatch, type InProcessBus } from './index.ts';
import { attemptSubmitted } from './event.fixture.ts';

const logger = createLogger({ service: 'events-test', level: 'silent' });
const fastRetry = { maxAttempts: 4, initialDelayMs: 5, maxDelayMs: 20 };
const TOPIC = 'attempt.events.v1';

/** A batch-capable handler that records the ids each of its forms was called with. */
function recordingBatchHandler() {
  const batches: string[][] = [];
  const singles: string[] = [];
  const handler = withBatch(
    async (event) => void singles.push(event.id),
    async (events) => void batches.push(events.map((event) => event.id)),
  );
  return { handler, singles, batches };
}

describe('batch delivery on the in-process bus', () => {
  let bus: InProcessBus;
  beforeEach(() => {
    bus = createInProcessBus(logger, { retry: fastRetry });
  });
  afterEach(async () => {
    await bus.close();
  });

  test('When events queue up for a batch-capable handler, then they arrive together, in publish order', async () => {
    const { handler, singles, batches } = recordingBatchHandler();
    await bus.subscribe({ topic: TOPIC, groupId: 'projector', handler });
    const events = Array.from({ length: 30 }, (_, i) => attemptSubmitted(i % 3, i));
    await bus.publish(TOPIC, events);
    await bus.idle();
    expect(singles).toEqual([]);
    expect(batches).toEqual([events.map((event) => event.id)]);
  });

  test('When one event arrives alone for a batch-capable handler, then it goes to the batch form too (its cheap way), not the one-event form', async () => {
    const { handler, singles, batches } = recordingBatchHandler();
    await bus.subscribe({ topic: TOPIC, groupId: 'projector', handler });
    const event = attemptSubmitted(1, 1);
    await bus.publish(TOPIC, [event]);
    await bus.idle();
    expect(singles).toEqual([]);
    expect(batches).toEqual([[event.id]]);
  });

  test('When a batch fails, then each of its events is delivered alone, with retries, and none is lost', async () => {
    const handled: string[] = [];
    let failOnce = true;
    const handler = withBatch(
      async (event: DomainEvent) => {
        if (failOnce && event.id === poison) {
          failOnce = false;
          throw new Error('transient');
        }
        handled.push(event.id);
      },
      async () => {
        throw new Error('the batch rolls back');
      },
    );
    const events = Array.from({ length: 5 }, (_, i) => attemptSubmitted(1, i));
    const poison = events[2]?.id;
    await bus.subscribe({ topic: TOPIC, groupId: 'projector', handler });
    await bus.publish(TOPIC, events);
    await bus.idle();
    expect(handled).toEqual(events.map((event) => event.id));
  });

  test('When a handler has no batch form, then events still arrive one at a time', async () => {
    const calls: string[] = [];
    await bus.subscribe({ topic: TOPIC, groupId: 'plain', handler: async (event) => void calls.push(event.id) });
    const events = Array.from({ length: 4 }, (_, i) => attemptSubmitted(1, i));
    await bus.publish(TOPIC, events);
    await bus.idle();
    expect(calls).toEqual(events.map((event) => event.id));
  });
});

describe('withAfterHandled', () => {
  test('When either form of the handler resolves, then the events it handled are told, after it', async () => {
    const { handler, singles, batches } = recordingBatchHandler();
    const told: string[][] = [];
    const wrapped = withAfterHandled(handler, (events) => void told.push(events.map((event) => `${event.id} after ${[...singles, ...batches.flat()].includes(event.id)}`)));
    const [first, second, third] = Array.from({ length: 3 }, (_, i) => attemptSubmitted(1, i)) as [DomainEvent, DomainEvent, DomainEvent];
    await wrapped(first);
    await wrapped.batch?.([second, third]);
    expect(told).toEqual([[`${first.id} after true`], [`${second.id} after true`, `${third.id} after true`]]);
  });

  test('When the handler fails, then nothing is told and the failure goes on to the caller (the bus retries it)', async () => {
    const told: DomainEvent[][] = [];
    const failing = withBatch(
      () => Promise.reject(new Error('database down')),
      () => Promise.reject(new Error('database down')),
    );
    const wrapped = withAfterHandled(failing, (events) => void told.push([...events]));
    await expect(wrapped(attemptSubmitted(1))).rejects.toThrow('database down');
    await expect(wrapped.batch?.([attemptSubmitted(2)])).rejects.toThrow('database down');
    expect(told).toEqual([]);
  });

  test('When the handler has no batch form, then neither has the wrapped one', () => {
    const wrapped = withAfterHandled(async () => undefined, () => undefined);
    expect(wrapped.batch).toBeUndefined();
  });
});

describe('publish until handled (in-process bus)', () => {
  test('When a publish asks to wait, then the bus says at once that it took the events and resolves only after every subscribed group handled them', async () => {
    const bus = createInProcessBus(logger, { retry: fastRetry });
    const done: string[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => void (release = resolve));
    await bus.subscribe({ topic: TOPIC, groupId: 'fast', handler: async (event) => void done.push(`fast ${event.id}`) });
    await bus.subscribe({
      topic: TOPIC,
      groupId: 'slow',
      handler: async (event) => {
        await gate;
        done.push(`slow ${event.id}`);
      },
    });
    const event = attemptSubmitted(1);
    let settled = false;
    let accepted = false;
    const publishing = bus.publish(TOPIC, [event], { untilHandled: true, onAccepted: () => void (accepted = true) }).then(() => void (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Taken (its order fixed, the outbox may hand over its next rows), not yet handled.
    expect(accepted).toBe(true);
    expect(settled).toBe(false);
    release();
    await publishing;
    expect(done.toSorted()).toEqual([`fast ${event.id}`, `slow ${event.id}`]);
    await bus.close();
  });

  test('When the bus closes before a handler took the events, then the waiting publish rejects (the outbox keeps its rows)', async () => {
    const bus = createInProcessBus(logger, { retry: fastRetry });
    await bus.subscribe({ topic: TOPIC, groupId: 'stuck', handler: () => Promise.reject(new Error('database down')) });
    const publishing = bus.publish(TOPIC, [attemptSubmitted(2)], { untilHandled: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await bus.close();
    await expect(publishing).rejects.toThrow(/closed before every handler/);
  });
});

describe(`idempotentHandler's batch form (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase('kit_events_batch');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, [processedEventsMigration], logger);
    await sequelize.getQueryInterface().createTable('projected_rows', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      event_id: { type: DataTypes.STRING(36), allowNull: false },
    });
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });

  const rows = async () =>
    (await sequelize.query<{ event_id: string }>('SELECT event_id FROM projected_rows ORDER BY id', { type: QueryTypes.SELECT })).map((row) => row.event_id);

  test('When a batch holds events already handled, then only the new ones are handled, once, in one transaction', async () => {
    const transactions = new Set<Transaction>();
    const project = (events: DomainEvent[], transaction: Transaction) => {
      transactions.add(transaction);
      return Promise.all(events.map((event) => sequelize.query('INSERT INTO projected_rows (event_id) VALUES (?)', { replacements: [event.id], transaction }))).then(() => undefined);
    };
    const handler = idempotentHandler({
      sequelize,
      consumer: 'projector',
      logger,
      handle: (event, transaction) => project([event], transaction),
      handleBatch: project,
    });
    const events = Array.from({ length: 6 }, (_, i) => attemptSubmitted(1, i));
    await handler(events[0] as DomainEvent);
    transactions.clear();
    // The first again (a redelivery), the rest new, and one duplicated inside the batch.
    await handler.batch?.([...events, events[3] as DomainEvent]);
    expect(transactions.size).toBe(1);
    expect(await rows()).toEqual(events.map((event) => event.id));
    const processed = await sequelize.query<{ n: number }>("SELECT COUNT(*) AS n FROM processed_events WHERE consumer = 'projector'", { type: QueryTypes.SELECT });
    expect(Number(processed[0]?.n)).toBe(6);
  });
});
