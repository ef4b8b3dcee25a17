import { createLogger } from '@quizlink/kit-logger';
import { mysqlDateText, openDatabase, withMysqlScriptSession } from './index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const logger = createLogger({ service: 'db-test', level: 'silent' });
// MySQL/MariaDB only (DATABASE_URL): SQLite's scripts are runSqliteWriteTurn.
const describeMysql = process.env.DATABASE_URL ? describe : describe.skip;

describeMysql('MySQL scripts: several statements in one round trip', () => {
  let db: TestDatabase;
  const at = new Date('2026-11-26T14:20:00.250Z');
  const insert = (id: number, name: string) => ({ sql: 'INSERT INTO items (id, name, at) VALUES (?, ?, ?)', params: [id, name, mysqlDateText(at)] });
  const ids = async (sequelize: Awaited<ReturnType<typeof openDatabase>>) =>
    ((await sequelize.query('SELECT id FROM items ORDER BY id'))[0] as Array<{ id: number }>).map((row) => row.id);

  beforeAll(async () => {
    db = await createTestDatabase('kit_db_mysql_script');
    const sequelize = await openDatabase({ ...db, logger });
    await sequelize.query('CREATE TABLE items (id INTEGER PRIMARY KEY, name VARCHAR(60) NOT NULL, at DATETIME(3) NOT NULL)');
    await sequelize.close();
  });
  afterAll(async () => {
    await db.drop();
  });

  test('When a script runs, then every statement runs in order on one connection and each result comes back, dates in UTC and values escaped', async () => {
    const sequelize = await openDatabase({ ...db, logger });
    const results = await withMysqlScriptSession(sequelize, (run) =>
      run([
        { sql: 'START TRANSACTION', params: [] },
        insert(1, "o'ne; DROP TABLE items"),
        { sql: 'UPDATE items SET name = CONCAT(name, ?) WHERE id = ?', params: ['!', 1] },
        { sql: 'SELECT id, name, at FROM items WHERE id = ?', params: [1] },
        { sql: 'COMMIT', params: [] },
      ]),
    );
    expect(results).toHaveLength(5);
    expect(results[3]).toEqual([{ id: 1, name: "o'ne; DROP TABLE items!", at }]);
    // One statement: its result, in an array all the same.
    const [single] = await withMysqlScriptSession(sequelize, (run) => run([{ sql: 'SELECT COUNT(*) AS n FROM items', params: [] }]));
    expect(single).toEqual([{ n: 1 }]);
    await sequelize.close();
  });

  test('When a statement of a transaction script fails, then the script stops there, the error is thrown and nothing of the transaction commits', async () => {
    const sequelize = await openDatabase({ ...db, logger });
    const failing = withMysqlScriptSession(sequelize, (run) =>
      run([{ sql: 'START TRANSACTION', params: [] }, insert(2, 'two'), insert(1, 'duplicate'), insert(3, 'three'), { sql: 'COMMIT', params: [] }]),
    );
    await expect(failing).rejects.toMatchObject({ code: 'ER_DUP_ENTRY' });
    expect(await ids(sequelize)).toEqual([1]);
    // The connection went back clean: a later script on the pool commits only its own rows.
    await withMysqlScriptSession(sequelize, (run) => run([insert(4, 'four')]));
    expect(await ids(sequelize)).toEqual([1, 4]);
    await sequelize.close();
  });

  test('When the work throws between two scripts of a transaction, then the open transaction is rolled back and the error is thrown', async () => {
    const sequelize = await openDatabase({ ...db, logger });
    const refused = new Error('refused after reading');
    const work = withMysqlScriptSession(sequelize, async (run) => {
      await run([{ sql: 'START TRANSACTION', params: [] }, insert(5, 'five')]);
      throw refused;
    });
    await expect(work).rejects.toBe(refused);
    expect(await ids(sequelize)).toEqual([1, 4]);
    await sequelize.close();
  });

  test('When a script puts a value its column cannot hold, then the statement fails and the script stops, whatever the server would allow by default', async () => {
    const sequelize = await openDatabase({ ...db, logger });
    const [mode] = (await withMysqlScriptSession(sequelize, (run) => run([{ sql: 'SELECT @@SESSION.sql_mode AS mode', params: [] }]))) as [Array<{ mode: string }>];
    expect(mode[0]?.mode.split(',')).toContain('STRICT_ALL_TABLES');
    const nullName = withMysqlScriptSession(sequelize, (run) =>
      run([{ sql: 'START TRANSACTION', params: [] }, insert(6, 'six'), { sql: "INSERT INTO items (id, name, at) VALUES (7, 'seven', NOW()), (8, (SELECT name FROM items WHERE id = 99), NOW())", params: [] }, { sql: 'COMMIT', params: [] }]),
    );
    await expect(nullName).rejects.toMatchObject({ code: 'ER_BAD_NULL_ERROR' });
    expect(await ids(sequelize)).toEqual([1, 4]);
    await sequelize.close();
  });

  test("When Sequelize's own connections are asked to stack statements, then they refuse: only kit-db's scripts may", async () => {
    const sequelize = await openDatabase({ ...db, logger });
    await expect(sequelize.query('SELECT 1; DELETE FROM items')).rejects.toThrow();
    expect(await ids(sequelize)).toEqual([1, 4]);
    await sequelize.close();
  });
});
