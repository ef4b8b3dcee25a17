import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataTypes, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, pingDatabase } from './index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const logger = createLogger({ service: 'db-test', level: 'silent' });
const dialect = process.env.DATABASE_URL ? 'mysql' : 'sqlite';

describe(`openDatabase on the test database (${dialect})`, () => {
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase('kit_db_open');
    sequelize = await openDatabase({ ...db, logger });
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });

  test('When the database is open, then it uses the expected dialect and answers a ping', async () => {
    expect(sequelize.getDialect()).toBe(dialect);
    await expect(pingDatabase(sequelize)).resolves.toBeUndefined();
  });

  test('When ten transactions write at once, then all commit without lock errors', async () => {
    const Counter = sequelize.define('Counter', { label: DataTypes.STRING(50) }, { tableName: 'counters', timestamps: false });
    await Counter.sync();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sequelize.transaction(async (transaction) => {
          await Counter.create({ label: `row-${i}` }, { transaction });
          await new Promise((r) => setTimeout(r, 5));
          await Counter.create({ label: `row-${i}-b` }, { transaction });
        }),
      ),
    );
    expect(await Counter.count()).toBe(20);
  });

  test('When unmanaged and nested transactions mix with managed ones, then each commits or rolls back as asked', async () => {
    await sequelize.query('CREATE TABLE events_log (name VARCHAR(20))');
    const insert = (name: string, transaction?: Transaction) =>
      sequelize.query('INSERT INTO events_log (name) VALUES (?)', { replacements: [name], ...(transaction ? { transaction } : {}) });
    const unmanaged = await sequelize.transaction();
    const managed = sequelize.transaction(async (transaction) => {
      await insert('managed', transaction);
      await sequelize.transaction({ transaction }, async (nested) => insert('nested', nested));
    });
    await insert('unmanaged', unmanaged);
    await unmanaged.commit();
    await managed;
    const rolledBack = await sequelize.transaction();
    await insert('rolled-back', rolledBack);
    await rolledBack.rollback();
    const rows = await sequelize.query<{ name: string }>('SELECT name FROM events_log ORDER BY name', { type: QueryTypes.SELECT });
    expect(rows.map((r) => r.name)).toEqual(['managed', 'nested', 'unmanaged']);
  });

  test('When text with emoji and accents is stored, then it reads back unchanged', async () => {
    await sequelize.query('CREATE TABLE notes (body VARCHAR(100))');
    await sequelize.query('INSERT INTO notes (body) VALUES (?)', { replacements: ['¿Qué tal? 🎉 测验'] });
    const rows = await sequelize.query<{ body: string }>('SELECT body FROM notes', { type: QueryTypes.SELECT });
    expect(rows[0]?.body).toBe('¿Qué tal? 🎉 测验');
  });
});

describe('openDatabase on SQLite', () => {
  test('When the file lives in directories that do not exist, then they are created and WAL is on', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-db-dirs-'));
    const file = path.join(root, 'a', 'b', 'service.sqlite');
    const sequelize = await openDatabase({ sqliteFile: file, logger });
    try {
      expect(fs.existsSync(file)).toBe(true);
      const [row] = await sequelize.query<{ journal_mode: string }>('PRAGMA journal_mode', { type: QueryTypes.SELECT });
      expect(row?.journal_mode).toBe('wal');
    } finally {
      await sequelize.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('When a file is opened, then every connection commits without an fsync per commit (synchronous NORMAL) and keeps temporary data in memory', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-db-pragmas-'));
    const sequelize = await openDatabase({ sqliteFile: path.join(root, 'service.sqlite'), logger });
    const settings = async (transaction?: Transaction) => {
      const [sync] = await sequelize.query<{ synchronous: number }>('PRAGMA synchronous', { type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) });
      const [temp] = await sequelize.query<{ temp_store: number }>('PRAGMA temp_store', { type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) });
      return { synchronous: sync?.synchronous, tempStore: temp?.temp_store };
    };
    try {
      // SQLite's codes: synchronous 1 = NORMAL (2 = FULL, the default); temp_store 2 = MEMORY.
      expect(await settings()).toEqual({ synchronous: 1, tempStore: 2 });
      expect(await sequelize.transaction((transaction) => settings(transaction))).toEqual({ synchronous: 1, tempStore: 2 });
    } finally {
      await sequelize.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test("When sqliteFile is ':memory:', then a working in-memory database opens", async () => {
    const sequelize = await openDatabase({ sqliteFile: ':memory:', logger });
    await sequelize.query('CREATE TABLE t (x INTEGER)');
    await sequelize.query('INSERT INTO t VALUES (1)');
    const rows = await sequelize.query('SELECT x FROM t', { type: QueryTypes.SELECT });
    expect(rows).toEqual([{ x: 1 }]);
    await sequelize.close();
  });

  test('When the connection is closed, then pingDatabase rejects', async () => {
    const sequelize = await openDatabase({ sqliteFile: ':memory:', logger });
    await sequelize.close();
    await expect(pingDatabase(sequelize)).rejects.toThrow();
  });

  test('When neither url nor sqliteFile is given, then openDatabase rejects', async () => {
    await expect(openDatabase({ logger })).rejects.toThrow('openDatabase needs a url (MySQL) or a sqliteFile');
  });
});

const withMysql = process.env.DATABASE_URL ? describe : describe.skip;

withMysql('openDatabase on MySQL', () => {
  test('When the database named in the url does not exist, then it is created', async () => {
    const name = `t_kit_db_create_${Date.now().toString(36)}`;
    const server = new URL(process.env.DATABASE_URL ?? '');
    server.pathname = `/${name}`;
    const sequelize = await openDatabase({ url: server.toString(), logger });
    try {
      expect(sequelize.getDatabaseName()).toBe(name);
      const rows = await sequelize.query('SELECT DATABASE() AS db', { type: QueryTypes.SELECT });
      expect(rows).toEqual([{ db: name }]);
    } finally {
      await sequelize.query(`DROP DATABASE \`${name}\``);
      await sequelize.close();
    }
  });

  test('When the server is unreachable, then openDatabase rejects quickly', async () => {
    const started = Date.now();
    await expect(openDatabase({ url: 'mysql://root@127.0.0.1:1/nothing', logger })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(6000);
  });
});
