import fs from 'node:fs';
import mysql from 'mysql2/promise';
import { createTestDatabase } from './testing.ts';

describe('createTestDatabase', () => {
  test('When called twice, then each call gets its own database', async () => {
    const a = await createTestDatabase('kit db twice');
    const b = await createTestDatabase('kit db twice');
    expect(a.url ?? a.sqliteFile).not.toBe(b.url ?? b.sqliteFile);
    await a.drop();
    await b.drop();
  });

  (process.env.DATABASE_URL ? test.skip : test)('When DATABASE_URL is not set, then it is a temp SQLite file removed by drop()', async () => {
    const db = await createTestDatabase('kit-db-sqlite');
    expect(db.url).toBeUndefined();
    expect(db.sqliteFile).toMatch(/quizlink-kit_db_sqlite-.*test\.sqlite$/);
    fs.writeFileSync(db.sqliteFile ?? '', '');
    await db.drop();
    expect(fs.existsSync(db.sqliteFile ?? '')).toBe(false);
  });

  (process.env.DATABASE_URL ? test : test.skip)('When DATABASE_URL is set, then a t_<label>_<random> database exists until drop()', async () => {
    const db = await createTestDatabase('kit-db-mysql');
    const name = new URL(db.url ?? '').pathname.slice(1);
    expect(name).toMatch(/^t_kit_db_mysql_[0-9a-f]{10}$/);
    const connection = await mysql.createConnection(process.env.DATABASE_URL ?? '');
    try {
      const exists = async () => ((await connection.query('SHOW DATABASES LIKE ?', [name]))[0] as unknown[]).length;
      expect(await exists()).toBe(1);
      await db.drop();
      expect(await exists()).toBe(0);
    } finally {
      await connection.end();
    }
  });
});
