import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase } from './index.ts';

const logger = createLogger({ service: 'db-test', level: 'silent' });

describe('SQLite transactions on the one kept connection', () => {
  let root: string;
  let sequelize: Sequelize;

  const names = async (transaction?: Transaction) =>
    (await sequelize.query<{ name: string }>('SELECT name FROM items ORDER BY name', { type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) })).map((r) => r.name);
  const insert = (name: string, transaction: Transaction) => sequelize.query('INSERT INTO items (name) VALUES (?)', { replacements: [name], transaction });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-db-kept-'));
    sequelize = await openDatabase({ sqliteFile: path.join(root, 'service.sqlite'), logger });
  });
  beforeEach(async () => {
    await sequelize.query('DROP TABLE IF EXISTS items');
    await sequelize.query('CREATE TABLE items (name VARCHAR(20) PRIMARY KEY)');
  });
  afterAll(async () => {
    await sequelize.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('When transactions run one after another, then they all use the same open connection, not the default one', async () => {
    const seen: unknown[] = [];
    for (const name of ['a', 'b', 'c']) {
      await sequelize.transaction(async (transaction) => {
        seen.push((transaction as unknown as { connection: unknown }).connection);
        await insert(name, transaction);
      });
    }
    const unmanaged = await sequelize.transaction();
    seen.push((unmanaged as unknown as { connection: unknown }).connection);
    await unmanaged.rollback();
    expect(new Set(seen).size).toBe(1);
    const defaultConnection = await sequelize.connectionManager.getConnection({ type: 'read' });
    expect(seen[0]).not.toBe(defaultConnection);
    expect(await names()).toEqual(['a', 'b', 'c']);
  });

  test('When a transaction rolls back, then its writes are gone and the next transaction on the connection commits on its own', async () => {
    await expect(
      sequelize.transaction(async (transaction) => {
        await insert('rolled-back', transaction);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const unmanaged = await sequelize.transaction();
    await insert('unmanaged-rolled-back', unmanaged);
    await unmanaged.rollback();
    await sequelize.transaction(async (transaction) => insert('kept', transaction));
    expect(await names()).toEqual(['kept']);
  });

  test('When transactions are started at once, then each sees only committed work of the others and outside reads see no uncommitted row', async () => {
    const outsideDuringFirst: string[][] = [];
    const seenBySecond: string[][] = [];
    const first = sequelize.transaction(async (transaction) => {
      await insert('first', transaction);
      outsideDuringFirst.push(await names());
      await pause(30);
      outsideDuringFirst.push(await names());
      throw new Error('first rolls back');
    });
    const second = sequelize.transaction(async (transaction) => {
      seenBySecond.push(await names(transaction));
      await insert('second', transaction);
      await pause(10);
      seenBySecond.push(await names(transaction));
    });
    const third = sequelize.transaction(async (transaction) => {
      seenBySecond.push(await names(transaction));
      await insert('third', transaction);
    });
    await expect(first).rejects.toThrow('first rolls back');
    await second;
    await third;
    expect(outsideDuringFirst).toEqual([[], []]);
    expect(seenBySecond).toEqual([[], ['second'], ['second']]);
    expect(await names()).toEqual(['second', 'third']);
  });

  test('When a COMMIT fails and leaves its transaction open, then the connection is dropped, the writes roll back and the next transaction works', async () => {
    await sequelize.query('CREATE TABLE parents (id INTEGER PRIMARY KEY)');
    await sequelize.query('CREATE TABLE children (parent_id INTEGER REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED)');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failed: unknown;
    const committing = sequelize.transaction(async (transaction) => {
      failed = (transaction as unknown as { connection: unknown }).connection;
      await insert('orphan-maker', transaction);
      // A deferred foreign key is checked at COMMIT, which then fails with the transaction still open.
      await sequelize.query('INSERT INTO children (parent_id) VALUES (42)', { transaction });
    });
    await expect(committing).rejects.toThrow(/FOREIGN KEY/i);
    warn.mockRestore();
    let next: unknown;
    await sequelize.transaction(async (transaction) => {
      next = (transaction as unknown as { connection: unknown }).connection;
      await insert('after', transaction);
    });
    expect(next).not.toBe(failed);
    expect(await names()).toEqual(['after']);
    expect(await sequelize.query('SELECT * FROM children', { type: QueryTypes.SELECT })).toEqual([]);
  });
});
