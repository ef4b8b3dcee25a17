import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { addToOutbox, createInProcessBus, outboxMigrations, startOutboxRelay, type EventBus, type InProcessBus } from './index.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';

const logger = createLogger({ service: 'events-test', level: 'silent' });
const TOPIC = 'attempt.events.v1';

/** Wraps a real bus with an on/off switch, standing in for a broker outage. */
function switchableBus(inner: EventBus): EventBus & { down: boolean } {
  const bus = {
    down: false,
    publish: async (topic: string, events: DomainEvent[]) => {
      if (bus.down) throw new Error('broker unreachable');
      await inner.publish(topic, events);
    },
    subscribe: inner.subscribe.bind(inner),
    ping: inner.ping.bind(inner),
    close: inner.close.bind(inner),
  };
  return bus;
}

describe(`transactional outbox (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let db: TestDatabase;
  let sequelize: Sequelize;
  let inner: InProcessBus;
  let received: DomainEvent[];

  beforeAll(async () => {
    db = await createTestDatabase('kit_events_outbox');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, [...outboxMigrations], logger);
    await sequelize.getQueryInterface().createTable('attempts', { id: { type: DataTypes.INTEGER, primaryKey: true } });
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });
  beforeEach(async () => {
    await sequelize.query('DELETE FROM outbox_events');
    received = [];
    inner = createInProcessBus(logger);
    await inner.subscribe({ topic: TOPIC, groupId: 'quiz', handler: async (e) => void received.push(e) });
  });
  afterEach(async () => {
    await inner.close();
  });

  const unpublishedCount = async () =>
    (await sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM outbox_events WHERE published_at IS NULL', { type: QueryTypes.SELECT }))[0]?.n;

  test('When the business transaction rolls back, then its event never reaches the outbox', async () => {
    await expect(
      sequelize.transaction(async (transaction) => {
        await sequelize.query('INSERT INTO attempts (id) VALUES (1)', { transaction });
        await addToOutbox(sequelize, TOPIC, attemptSubmitted(1), transaction);
        throw new Error('scoring failed');
      }),
    ).rejects.toThrow('scoring failed');
    expect(Number(await unpublishedCount())).toBe(0);
  });

  test('When the event is invalid, then addToOutbox rejects inside the transaction', async () => {
    await expect(
      sequelize.transaction((transaction) => addToOutbox(sequelize, TOPIC, { ...attemptSubmitted(1), key: 5 } as unknown as DomainEvent, transaction)),
    ).rejects.toThrow(/invalid domain event/);
  });

  test('When events were committed, then the relay publishes them in id order and marks them', async () => {
    const events = Array.from({ length: 5 }, (_, i) => attemptSubmitted(i % 2, i));
    for (const event of events) await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, event, t));
    const relay = startOutboxRelay({ sequelize, bus: inner, logger, intervalMs: 20 });
    await eventually(async () => Number(await unpublishedCount()) === 0, 'rows marked published');
    await inner.idle();
    await relay.stop();
    expect(received.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(received[0]).toEqual(events[0]);
  });

  test('When the bus is down, then rows stay unpublished and go out once it is back', async () => {
    const bus = switchableBus(inner);
    bus.down = true;
    const relay = startOutboxRelay({ sequelize, bus, logger, intervalMs: 20 });
    const events = [attemptSubmitted(7, 1), attemptSubmitted(7, 2), attemptSubmitted(8, 3)];
    for (const event of events) await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, event, t));
    await new Promise((r) => setTimeout(r, 150));
    expect(Number(await unpublishedCount())).toBe(3);
    await expect(relay.flush()).rejects.toThrow('broker unreachable');
    bus.down = false;
    await eventually(async () => Number(await unpublishedCount()) === 0, 'rows published after recovery');
    await inner.idle();
    await relay.stop();
    expect(received.map((e) => e.id)).toEqual(events.map((e) => e.id));
  });

  test('When flush is called, then it publishes every pending row at once and returns the count', async () => {
    const relay = startOutboxRelay({ sequelize, bus: inner, logger, intervalMs: 60_000, batchSize: 2 });
    await relay.flush();
    const events = Array.from({ length: 5 }, (_, i) => attemptSubmitted(i, i));
    await sequelize.transaction(async (t) => {
      for (const event of events) await addToOutbox(sequelize, TOPIC, event, t);
    });
    expect(await relay.flush()).toBe(5);
    expect(await relay.flush()).toBe(0);
    await relay.stop();
    await inner.idle();
    expect(received).toHaveLength(5);
  });

  test('When stop is called during a publish, then it waits for that publish to finish', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let publishing = false;
    const slowBus: EventBus = {
      ...inner,
      publish: async (topic, events) => {
        publishing = true;
        await gate;
        await inner.publish(topic, events);
      },
    };
    await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, attemptSubmitted(1), t));
    const relay = startOutboxRelay({ sequelize, bus: slowBus, logger, intervalMs: 10 });
    await eventually(() => publishing, 'publish to start');
    let stopped = false;
    const stopping = relay.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(Number(await unpublishedCount())).toBe(0);
  });
  test('When the relay is notified of a commit, then the event goes out at once, not at the next poll', async () => {
    const relay = startOutboxRelay({ sequelize, bus: inner, logger, intervalMs: 60_000 });
    await eventually(async () => Number(await unpublishedCount()) === 0, 'first poll done');
    const events = Array.from({ length: 3 }, (_, i) => attemptSubmitted(1, 10 + i));
    for (const event of events) {
      await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, event, t));
      relay.notify();
    }
    relay.notify(); // a burst of notices is absorbed by the publish already queued
    await eventually(async () => Number(await unpublishedCount()) === 0, 'rows published without a poll');
    await inner.idle();
    await relay.stop();
    expect(received.map((e) => e.id)).toEqual(events.map((e) => e.id));
  });
  test('When commits are notified within the linger, then they leave together in one publish call', async () => {
    const calls: number[] = [];
    const counting: EventBus = {
      publish: (topic, events, options) => {
        calls.push(events.length);
        return inner.publish(topic, events, options);
      },
      subscribe: inner.subscribe.bind(inner),
      ping: inner.ping.bind(inner),
      close: inner.close.bind(inner),
    };
    // Long enough for three commits on a loaded machine.
    const relay = startOutboxRelay({ sequelize, bus: counting, logger, intervalMs: 60_000, notifyLingerMs: 2_000 });
    await relay.flush();
    calls.length = 0;
    const events = Array.from({ length: 3 }, (_, i) => attemptSubmitted(2, 20 + i));
    for (const event of events) {
      await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, event, t));
      relay.notify();
    }
    await eventually(async () => Number(await unpublishedCount()) === 0, 'rows published after the linger');
    await inner.idle();
    await relay.stop();
    expect(calls).toEqual([3]);
    expect(received.map((e) => e.id)).toEqual(events.map((e) => e.id));
  });
  test('When a stored row no longer matches the contracts, then the relay still publishes it and the rows behind it', async () => {
    const [outdated, next] = [attemptSubmitted(3, 1), attemptSubmitted(3, 2)];
    await sequelize.transaction(async (t) => {
      await addToOutbox(sequelize, TOPIC, outdated, t);
      await addToOutbox(sequelize, TOPIC, next, t);
    });
    // As an older build might have stored it: a field today's schema requires is missing.
    const { quizId: _dropped, ...olderData } = outdated.data as Record<string, unknown>;
    await sequelize.query('UPDATE outbox_events SET payload = ? WHERE event_id = ?', { replacements: [JSON.stringify({ ...outdated, data: olderData }), outdated.id] });
    const relay = startOutboxRelay({ sequelize, bus: inner, logger, intervalMs: 50 });
    try {
      await eventually(async () => Number(await unpublishedCount()) === 0, 'both rows published', 5_000);
      await inner.idle();
    } finally {
      await relay.stop();
    }
    expect(received.map((e) => e.id)).toEqual([outdated.id, next.id]);
  });
  test('When the bus closes before a consumer group took the events, then their rows stay unpublished and the next relay publishes them', async () => {
    const closing = createInProcessBus(logger, { retry: { maxAttempts: 100, initialDelayMs: 20, maxDelayMs: 20 } });
    let tries = 0;
    await closing.subscribe({
      topic: TOPIC,
      groupId: 'stuck',
      handler: async () => {
        tries += 1;
        throw new Error('database down');
      },
    });
    const event = attemptSubmitted(4, 1);
    await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, event, t));
    const relay = startOutboxRelay({ sequelize, bus: closing, logger, intervalMs: 60_000 });
    await eventually(() => tries > 0, 'the stuck group to try the event');
    await closing.close();
    await relay.stop();
    expect(Number(await unpublishedCount())).toBe(1);

    const next = startOutboxRelay({ sequelize, bus: inner, logger, intervalMs: 60_000 });
    await eventually(async () => Number(await unpublishedCount()) === 0, 'the row published by the next relay');
    await inner.idle();
    await next.stop();
    expect(received.map((e) => e.id)).toEqual([event.id]);
  });

  const mysqlOnly = process.env.DATABASE_URL ? test : test.skip;
  mysqlOnly("When a relay's publish fails, then it lets go of the database's relay lock: another replica's relay publishes the rows", async () => {
    const bus = switchableBus(inner);
    bus.down = true;
    const failing = startOutboxRelay({ sequelize, bus, logger, intervalMs: 60_000 });
    const event = attemptSubmitted(9, 1);
    await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, event, t));
    await expect(failing.flush()).rejects.toThrow('broker unreachable');
    const other = await openDatabase({ ...db, logger });
    // Its first poll runs at once; a lock still held would leave the row unpublished.
    const healthy = startOutboxRelay({ sequelize: other, bus: inner, logger, intervalMs: 60_000 });
    await eventually(async () => Number(await unpublishedCount()) === 0, 'row published by the other replica');
    await inner.idle();
    await healthy.stop();
    await failing.stop();
    await other.close();
    expect(received.map((e) => e.id)).toEqual([event.id]);
  });
  mysqlOnly('When two replicas each run a relay on one database, then every event is published once, in id order', async () => {
    const events = Array.from({ length: 240 }, (_, i) => attemptSubmitted(i % 7, i));
    for (let i = 0; i < events.length; i += 40) {
      await sequelize.transaction(async (t) => {
        for (const event of events.slice(i, i + 40)) await addToOutbox(sequelize, TOPIC, event, t);
      });
    }
    const other = await openDatabase({ ...db, logger });
    const relays = [startOutboxRelay({ sequelize, bus: inner, logger, intervalMs: 5, batchSize: 25 }), startOutboxRelay({ sequelize: other, bus: inner, logger, intervalMs: 5, batchSize: 25 })];
    await eventually(async () => Number(await unpublishedCount()) === 0, 'all rows published');
    await inner.idle();
    for (const relay of relays) await relay.stop();
    await other.close();
    expect(received.map((e) => e.id)).toEqual(events.map((e) => e.id));
  });
});
