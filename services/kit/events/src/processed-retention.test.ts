import { QueryTypes, type Sequelize } from 'sequelize';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { randomUUID } from 'node:crypto';
import { createProcessedEventsSweeper, PROCESSED_SWEEP_CHUNK_ROWS, processedEventsCutoff, processedEventsMigration } from './index.ts';
import { processedEventModel } from './processed-event.model.ts';

const logger = createLogger({ service: 'events-test', level: 'silent' });
const DAY_MS = 24 * 60 * 60_000;

describe(`records of handled events: retention (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase('kit_events_processed_retention');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, [processedEventsMigration], logger);
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });
  beforeEach(async () => {
    await sequelize.query('DELETE FROM processed_events');
  });

  /** Records written in this order (ids follow it), each handled `daysAgo` days before now. */
  const recorded = async (daysAgo: number[]): Promise<string[]> => {
    const now = Date.now();
    const rows = daysAgo.map((days) => ({ consumer: 'quiz.dashboard-attempts', eventId: randomUUID(), processedAt: new Date(now - days * DAY_MS) }));
    for (let i = 0; i < rows.length; i += 500) await processedEventModel(sequelize).bulkCreate(rows.slice(i, i + 500));
    return rows.map((row) => row.eventId);
  };
  const remaining = async () =>
    (await sequelize.query<{ eventId: string }>('SELECT event_id AS eventId FROM processed_events ORDER BY id', { type: QueryTypes.SELECT })).map((row) => row.eventId);

  test('When records are older than the retention, then a sweep deletes them and keeps the newer ones', async () => {
    const [, , recent, latest] = await recorded([9, 8, 2, 0]);
    const sweep = createProcessedEventsSweeper(sequelize);
    expect(await sweep(processedEventsCutoff(new Date(), 7))).toBe(2);
    expect(await remaining()).toEqual([recent, latest]);
    expect(await sweep(processedEventsCutoff(new Date(), 7))).toBe(0);
  });

  test('When more records are past the retention than a chunk holds, then one sweep deletes them all and none of the newer ones', async () => {
    const total = 2 * PROCESSED_SWEEP_CHUNK_ROWS + 300;
    const newer = await recorded([...Array.from({ length: total }, () => 10), 1, 0]);
    expect(await createProcessedEventsSweeper(sequelize)(processedEventsCutoff(new Date(), 7))).toBe(total);
    expect(await remaining()).toEqual(newer.slice(total));
  });

  test('When a record past the retention was written after a newer one (a slow transaction), then the sweep still finds it among the oldest, and the newer one stays', async () => {
    const [, newer] = await recorded([9, 1, 9]);
    expect(await createProcessedEventsSweeper(sequelize)(processedEventsCutoff(new Date(), 7))).toBe(2);
    expect(await remaining()).toEqual([newer]);
  });
});
