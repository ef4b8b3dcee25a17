import { QueryTypes, type Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { dateTextFor, openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { addToOutbox, createInProcessBus, createOutboxSweeper, OUTBOX_SWEEP_CHUNK_ROWS, outboxMigrations, startOutboxRelay, type EventBus, type InProcessBus } from './index.ts';
import { outboxModel } from './outbox.model.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';

const logger = createLogger({ service: 'events-test', level: 'silent' });
const TOPIC = 'attempt.events.v1';
const HOUR_MS = 60 * 60_000;

describe(`outbox retention (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let db: TestDatabase;
  let sequelize: Sequelize;
  let bus: InProcessBus;

  beforeAll(async () => {
    db = await createTestDatabase('kit_events_outbox_retention');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, [...outboxMigrations], logger);
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });
  beforeEach(async () => {
    await sequelize.query('DELETE FROM outbox_events');
    bus = createInProcessBus(logger);
    await bus.subscribe({ topic: TOPIC, groupId: 'quiz', handler: async () => undefined });
  });
  afterEach(async () => {
    await bus.close();
  });

  const dateText = (date: Date) => dateTextFor(sequelize)(date);
  const stored = async (events: DomainEvent[]) => {
    await sequelize.transaction(async (t) => {
      for (const event of events) await addToOutbox(sequelize, TOPIC, event, t);
    });
  };
  const publishedAgo = async (events: DomainEvent[], ms: number) => {
    await sequelize.query(`UPDATE outbox_events SET published_at = ? WHERE event_id IN (${events.map(() => '?').join(', ')})`, {
      replacements: [dateText(new Date(Date.now() - ms)), ...events.map((event) => event.id)],
    });
  };
  const rows = () =>
    sequelize.query<{ eventId: string; published: number }>('SELECT event_id AS eventId, CASE WHEN published_at IS NULL THEN 0 ELSE 1 END AS published FROM outbox_events ORDER BY id', {
      type: QueryTypes.SELECT,
    });

  test('When published rows are past the retention, then a sweep deletes them and keeps the recent and the unpublished ones', async () => {
    const published = Array.from({ length: 4 }, (_, i) => attemptSubmitted(1, i));
    await stored(published);
    const relay = startOutboxRelay({ sequelize, bus, logger, intervalMs: 60_000 });
    await relay.flush().finally(() => relay.stop());
    expect((await rows()).map((row) => row.published)).toEqual([1, 1, 1, 1]);
    const [oldest, old, recent, latest] = published as [DomainEvent, DomainEvent, DomainEvent, DomainEvent];
    await publishedAgo([oldest, old], 2 * HOUR_MS);
    await publishedAgo([recent], HOUR_MS / 2);
    // Unpublished for longer than the retention: a broker outage must never cost an event.
    const waiting = attemptSubmitted(2, 9);
    await stored([waiting]);
    await sequelize.query('UPDATE outbox_events SET created_at = ? WHERE event_id = ?', { replacements: [dateText(new Date(Date.now() - 3 * HOUR_MS)), waiting.id] });

    const sweep = createOutboxSweeper(sequelize);
    expect(await sweep({ retentionMs: HOUR_MS })).toBe(2);
    expect(await rows()).toEqual([
      { eventId: recent.id, published: 1 },
      { eventId: latest.id, published: 1 },
      { eventId: waiting.id, published: 0 },
    ]);
    expect(await sweep({ retentionMs: HOUR_MS })).toBe(0);
  });

  test('When more rows are past the retention than a chunk holds, then one sweep deletes them all, a chunk at a time, and stops between chunks when told', async () => {
    const total = 2 * OUTBOX_SWEEP_CHUNK_ROWS + 500;
    const longAgo = new Date(Date.now() - 2 * HOUR_MS);
    const Outbox = outboxModel(sequelize);
    const events = Array.from({ length: total }, (_, i) => attemptSubmitted(i % 5, i));
    for (let i = 0; i < total; i += 500) {
      await Outbox.bulkCreate(
        events.slice(i, i + 500).map((event) => ({ eventId: event.id, topic: TOPIC, eventKey: event.key, payload: JSON.stringify(event), createdAt: longAgo, publishedAt: longAgo })),
      );
    }
    const sweep = createOutboxSweeper(sequelize);
    expect(await sweep({ retentionMs: HOUR_MS, shouldStop: () => true })).toBe(OUTBOX_SWEEP_CHUNK_ROWS);
    expect(await sweep({ retentionMs: HOUR_MS })).toBe(total - OUTBOX_SWEEP_CHUNK_ROWS);
    expect(await rows()).toEqual([]);
  });

  test('When the relay runs, then it sweeps on its own: published rows go once past the retention, unpublished ones stay', async () => {
    let down = false;
    const switchable: EventBus = {
      ...bus,
      publish: async (topic, events, options) => {
        if (down) throw new Error('broker unreachable');
        return bus.publish(topic, events, options);
      },
    };
    const relay = startOutboxRelay({ sequelize, bus: switchable, logger, intervalMs: 20, retentionMs: 0, sweepIntervalMs: 20 });
    try {
      await stored([attemptSubmitted(3, 1), attemptSubmitted(3, 2)]);
      await eventually(async () => (await rows()).length === 0, 'published rows swept');
      down = true;
      const waiting = [attemptSubmitted(4, 1), attemptSubmitted(4, 2)];
      await stored(waiting);
      // Several polls and sweeps while the broker is out.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await rows()).toEqual(waiting.map((event) => ({ eventId: event.id, published: 0 })));
    } finally {
      await relay.stop();
    }
  });
});
