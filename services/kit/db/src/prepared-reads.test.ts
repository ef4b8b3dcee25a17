import { createLogger } from '@quizlink/kit-logger';
import { createPreparedReads, openDatabase } from './index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const logger = createLogger({ service: 'db-test', level: 'silent' });

describe(`prepared reads (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('kit_db_prepared');
  });
  afterAll(async () => {
    await db.drop();
  });

  test('When the same read runs with new parameters, then each call gets its own rows, and a transaction’s uncommitted write stays unseen', async () => {
    const sequelize = await openDatabase({ ...db, logger });
    await sequelize.query('CREATE TABLE items (id INTEGER PRIMARY KEY, name VARCHAR(20) NOT NULL)');
    await sequelize.query("INSERT INTO items (id, name) VALUES (1, 'one'), (2, 'two'), (3, 'three')");
    const reads = createPreparedReads(sequelize);
    const byId = (id: number) => reads.all<{ id: number; name: string }>('SELECT id, name FROM items WHERE id = ?', [id]);

    const concurrent = await Promise.all([1, 2, 3, 4, 2].map(byId));
    expect(concurrent.map((rows) => rows.map((row) => [Number(row.id), row.name]))).toEqual([[[1, 'one']], [[2, 'two']], [[3, 'three']], [], [[2, 'two']]]);

    const transaction = await sequelize.transaction();
    await sequelize.query("INSERT INTO items (id, name) VALUES (5, 'five')", { transaction });
    expect(await byId(5)).toEqual([]);
    await transaction.commit();
    expect((await byId(5)).map((row) => row.name)).toEqual(['five']);

    // A bad statement rejects and does not spoil the next call.
    await expect(reads.all('SELECT nope FROM items', [])).rejects.toThrow();
    expect(await byId(1)).toHaveLength(1);

    // Closing the database with statements prepared on it completes.
    await sequelize.close();
  });
});
