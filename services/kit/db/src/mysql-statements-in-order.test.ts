import { createLogger } from '@quizlink/kit-logger';
import { mysqlDateText, openDatabase, runMysqlStatementsInOrder } from './index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const logger = createLogger({ service: 'db-test', level: 'silent' });
// MySQL/MariaDB only (DATABASE_URL): SQLite has its own runStatementsInOrder.
const describeMysql = process.env.DATABASE_URL ? describe : describe.skip;

describeMysql('statements queued on a MySQL transaction', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('kit_db_mysql_statements');
  });
  afterAll(async () => {
    await db.drop();
  });

  test('When statements are queued together, then they run in order and each result comes back; a failing one rejects and the rollback undoes them all', async () => {
    const sequelize = await openDatabase({ ...db, logger });
    await sequelize.query('CREATE TABLE items (id INTEGER PRIMARY KEY, name VARCHAR(20) NOT NULL, at DATETIME(3) NOT NULL)');
    const at = new Date('2026-11-26T06:45:01.500Z');

    const results = await sequelize.transaction((transaction) =>
      runMysqlStatementsInOrder(transaction, [
        { sql: 'INSERT INTO items (id, name, at) VALUES (?, ?, ?), (?, ?, ?)', params: [1, 'one', mysqlDateText(at), 2, 'two', mysqlDateText(at)] },
        { sql: 'UPDATE items SET name = ? WHERE id = ?', params: ['uno', 1] },
        { sql: 'SELECT id, name, at FROM items ORDER BY id', params: [] },
      ]),
    );
    expect(results[2]).toEqual([
      { id: 1, name: 'uno', at },
      { id: 2, name: 'two', at },
    ]);

    const failing = sequelize.transaction((transaction) =>
      runMysqlStatementsInOrder(transaction, [
        { sql: 'INSERT INTO items (id, name, at) VALUES (?, ?, ?)', params: [3, 'three', mysqlDateText(at)] },
        { sql: 'INSERT INTO items (id, name, at) VALUES (?, ?, ?)', params: [1, 'duplicate', mysqlDateText(at)] },
        { sql: 'INSERT INTO items (id, name, at) VALUES (?, ?, ?)', params: [4, 'four', mysqlDateText(at)] },
      ]),
    );
    await expect(failing).rejects.toMatchObject({ code: 'ER_DUP_ENTRY' });
    const [rows] = await sequelize.query('SELECT id FROM items ORDER BY id');
    expect((rows as Array<{ id: number }>).map((row) => row.id)).toEqual([1, 2]);
    await sequelize.close();
  });
});
