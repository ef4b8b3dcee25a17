/**
 * The relay's rounds in flight (outbox-rounds.ts) on SQLite with the in-process bus — the embedded
 * defaults, where they apply — opened here whatever DATABASE_URL says, so the suite on MariaDB runs it too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { addToOutbox, createInProcessBus, outboxMigrations, startOutboxRelay, type InProcessBus } from './index.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';

const logger = createLogger({ service: 'events-test', level: 'silent' });
const TOPIC = 'attempt.events.v1';

describe('outbox relay rounds in flight (SQLite, in-process bus)', () => {
  let root: string;
  let sequelize: Sequelize;
  let bus: InProcessBus;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-events-rounds-'));
    sequelize = await openDatabase({ sqliteFile: path.join(root, 'outbox.sqlite'), logger });
    await runMigrations(sequelize, [...outboxMigrations], logger);
  });
  afterAll(async () => {
    await sequelize.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    bus = createInProcessBus(logger);
  });
  afterEach(async () => {
    await bus.close();
  });

  const unpublishedCount = async () =>
    Number((await sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM outbox_events WHERE published_at IS NULL', { type: QueryTypes.SELECT }))[0]?.n);

  test('When a consumer group is slow, then the relay hands the next commits over before that group handled the earlier ones, and marks each row only once every group has', async () => {
    const received: DomainEvent[] = [];
    await bus.subscribe({ topic: TOPIC, groupId: 'fast', handler: async (e) => void received.push(e) });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => void (release = resolve));
    const slowlyHandled: string[] = [];
    await bus.subscribe({
      topic: TOPIC,
      groupId: 'slow',
      handler: async (e) => {
        await gate;
        slowlyHandled.push(e.id);
      },
    });
    const relay = startOutboxRelay({ sequelize, bus, logger, intervalMs: 60_000 });
    await relay.flush();
    const [first, second] = [attemptSubmitted(1, 1), attemptSubmitted(1, 2)];
    await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, first, t));
    relay.notify();
    await eventually(() => received.length === 1, 'the first event at the fast group');
    await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, second, t));
    relay.notify();
    // The second commit goes out while the slow group still holds the first.
    await eventually(() => received.length === 2, 'the second event at the fast group');
    expect(slowlyHandled).toEqual([]);
    expect(await unpublishedCount()).toBe(2);

    release();
    await eventually(async () => (await unpublishedCount()) === 0, 'both rows marked once handled');
    await relay.stop();
    expect(slowlyHandled).toEqual([first.id, second.id]);
    expect(received.map((e) => e.id)).toEqual([first.id, second.id]);
  });
});
