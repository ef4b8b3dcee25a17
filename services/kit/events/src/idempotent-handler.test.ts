import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { idempotentHandler, processedEventsMigration } from './index.ts';
import { attemptSubmitted } from './event.fixture.ts';

const logger = createLogger({ service: 'events-test', level: 'silent' });

describe(`idempotentHandler (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase('kit_events_idem');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, [processedEventsMigration], logger);
    await sequelize.getQueryInterface().createTable('dashboard_rows', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      event_id: { type: DataTypes.STRING(36), allowNull: false },
    });
    await sequelize.getQueryInterface().createTable('keyed_rows', { event_id: { type: DataTypes.STRING(36), primaryKey: true } });
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });
  beforeEach(async () => {
    await sequelize.query('DELETE FROM dashboard_rows');
    await sequelize.query('DELETE FROM keyed_rows');
    await sequelize.query('DELETE FROM processed_events');
  });

  const count = async (table: string) =>
    Number((await sequelize.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`, { type: QueryTypes.SELECT }))[0]?.n);

  const projector = (consumer: string, failFirst = 0) => {
    let failures = failFirst;
    return idempotentHandler({
      sequelize,
      consumer,
      logger,
      handle: async (event, transaction) => {
        await sequelize.query('INSERT INTO dashboard_rows (event_id) VALUES (?)', { replacements: [event.id], transaction });
        if (failures > 0) {
          failures -= 1;
          throw new Error('projection failed');
        }
      },
    });
  };

  test('When the same event is delivered twice, then it is handled once', async () => {
    const handle = projector('quiz-dashboard');
    const event = attemptSubmitted(1);
    await handle(event);
    await handle(event);
    expect(await count('dashboard_rows')).toBe(1);
    expect(await count('processed_events')).toBe(1);
  });

  test('When duplicates arrive at the same time, then only one is handled', async () => {
    const handle = projector('quiz-dashboard');
    const event = attemptSubmitted(2);
    await Promise.all([handle(event), handle(event), handle(event)]);
    expect(await count('dashboard_rows')).toBe(1);
  });

  test('When the handler fails, then its writes and the record roll back and a redelivery handles it', async () => {
    const handle = projector('quiz-dashboard', 1);
    const event = attemptSubmitted(3);
    await expect(handle(event)).rejects.toThrow('projection failed');
    expect(await count('dashboard_rows')).toBe(0);
    expect(await count('processed_events')).toBe(0);
    await handle(event);
    expect(await count('dashboard_rows')).toBe(1);
  });

  test('When two consumers get the same event, then each handles it once', async () => {
    const event = attemptSubmitted(4);
    await projector('quiz-dashboard')(event);
    await projector('leaderboard')(event);
    await projector('leaderboard')(event);
    expect(await count('dashboard_rows')).toBe(2);
    expect(await count('processed_events')).toBe(2);
  });

  const insertOrIgnore = (table: string) =>
    sequelize.getDialect() === 'mysql' ? `INSERT IGNORE INTO ${table} (event_id) VALUES (?)` : `INSERT INTO ${table} (event_id) VALUES (?) ON CONFLICT DO NOTHING`;

  /**
   * A batch projector whose writes may run again (taken as one script with the ids recorded), counting
   * the batches that went the transaction way; `extra` is appended to each script.
   */
  const repeatableProjector = (table: string, extra: Array<{ sql: string; params: unknown[] }> = []) => {
    const transactionBatches = { count: 0 };
    const handler = idempotentHandler({
      sequelize,
      consumer: 'keyed',
      logger,
      handle: async (event, transaction) => {
        await sequelize.query('INSERT INTO keyed_rows (event_id) VALUES (?)', { replacements: [event.id], transaction });
      },
      handleBatch: async (events, transaction) => {
        transactionBatches.count += 1;
        for (const event of events) await sequelize.query('INSERT INTO keyed_rows (event_id) VALUES (?)', { replacements: [event.id], transaction });
      },
      repeatableBatchStatements: (events) => [...events.map((event) => ({ sql: insertOrIgnore(table), params: [event.id] })), ...extra],
    });
    return { handler, transactionBatches };
  };

  test('When a batch comes with writes that may run again, then it goes as one script and each event is recorded and written once, also when the batch is delivered again', async () => {
    const [first, second] = [attemptSubmitted(5), attemptSubmitted(6)];
    const { handler, transactionBatches } = repeatableProjector('keyed_rows');
    await handler.batch?.([first, second, first]);
    await handler.batch?.([first, second]);
    expect(transactionBatches.count).toBe(0);
    expect(await count('keyed_rows')).toBe(2);
    expect(await count('processed_events')).toBe(2);
  });

  test('When the same batch goes as two scripts at once, then each event is recorded and written once', async () => {
    const events = [attemptSubmitted(9), attemptSubmitted(10), attemptSubmitted(11)];
    const { handler, transactionBatches } = repeatableProjector('keyed_rows');
    await Promise.all([handler.batch?.(events), handler.batch?.(events)]);
    expect(transactionBatches.count).toBe(0);
    expect(await count('keyed_rows')).toBe(3);
    expect(await count('processed_events')).toBe(3);
  });

  test('When those writes fail as a script, then the batch is handled in a transaction all the same', async () => {
    const [first, second] = [attemptSubmitted(7), attemptSubmitted(8)];
    const { handler, transactionBatches } = repeatableProjector('no_such_table');
    await handler.batch?.([first, second]);
    expect(transactionBatches.count).toBe(1);
    expect(await count('keyed_rows')).toBe(2);
    expect(await count('processed_events')).toBe(2);
  });

  test('When the last statement of a script fails, then nothing of the script stays and the transaction way records each event once', async () => {
    const [first, second] = [attemptSubmitted(12), attemptSubmitted(13)];
    const { handler, transactionBatches } = repeatableProjector('keyed_rows', [{ sql: 'INSERT INTO no_such_table (event_id) VALUES (?)', params: ['x'] }]);
    // The transaction way inserts without ignoring: a row or an id the script had left behind would fail it.
    await handler.batch?.([first, second]);
    expect(transactionBatches.count).toBe(1);
    expect(await count('keyed_rows')).toBe(2);
    expect(await count('processed_events')).toBe(2);
  });
});
