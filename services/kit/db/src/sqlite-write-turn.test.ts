import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runSqliteWriteTurn } from './index.ts';

const logger = createLogger({ service: 'db-test', level: 'silent' });

describe('runSqliteWriteTurn (plain statements as one script in the write turn)', () => {
  let root: string;
  let sequelize: Sequelize;
  const names = async () => (await sequelize.query<{ name: string }>('SELECT name FROM items ORDER BY seq', { type: QueryTypes.SELECT })).map((r) => r.name);
  const insert = (...items: string[]) => ({ sql: `INSERT INTO items (name) VALUES ${items.map(() => '(?)').join(', ')}`, params: items });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-db-write-turn-'));
    sequelize = await openDatabase({ sqliteFile: path.join(root, 'service.sqlite'), logger });
  });
  beforeEach(async () => {
    await sequelize.query('DROP TABLE IF EXISTS items');
    await sequelize.query('CREATE TABLE items (seq INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(20) UNIQUE)');
  });
  afterAll(async () => {
    await sequelize.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('When the statements succeed, then they commit together, values arriving as written', async () => {
    await runSqliteWriteTurn(sequelize, [insert('a', "b'; DROP TABLE items; --"), insert('c?')]);
    expect(await names()).toEqual(['a', "b'; DROP TABLE items; --", 'c?']);
  });

  test('When a value cannot be written as a literal (text with a NUL), then it is refused before anything runs', async () => {
    await expect(runSqliteWriteTurn(sequelize, [insert('a'), insert('b\0c')])).rejects.toThrow(/NUL/);
    expect(await names()).toEqual([]);
  });

  test('When a statement has more or fewer values than placeholders, then it is refused before anything runs', async () => {
    const uneven = (params: unknown[]) => ({ sql: 'INSERT INTO items (name) VALUES (?)', params });
    await expect(runSqliteWriteTurn(sequelize, [insert('a'), uneven(['b', 'c'])])).rejects.toThrow('2 values for 1 placeholders');
    await expect(runSqliteWriteTurn(sequelize, [insert('a'), uneven([])])).rejects.toThrow('0 values for 1 placeholders');
    expect(await names()).toEqual([]);
  });

  test('When a later statement fails, then the earlier ones roll back too and the driver’s error is thrown on', async () => {
    await runSqliteWriteTurn(sequelize, [insert('x')]);
    await expect(runSqliteWriteTurn(sequelize, [insert('a'), insert('x'), insert('b')])).rejects.toThrow(/UNIQUE/);
    expect(await names()).toEqual(['x']);
    // The connection is usable afterwards, by turns and by Sequelize transactions alike.
    await runSqliteWriteTurn(sequelize, [insert('y')]);
    await sequelize.transaction((transaction) => sequelize.query('INSERT INTO items (name) VALUES (?)', { replacements: ['z'], transaction }));
    expect(await names()).toEqual(['x', 'y', 'z']);
  });

  test('When turns and Sequelize transactions are asked for together, then they take turns in arrival order and never interleave', async () => {
    const slowTransaction = sequelize.transaction(async (transaction) => {
      await sequelize.query('INSERT INTO items (name) VALUES (?)', { replacements: ['t1'], transaction });
      await new Promise((resolve) => setTimeout(resolve, 30));
      await sequelize.query('INSERT INTO items (name) VALUES (?)', { replacements: ['t2'], transaction });
    });
    const turn = runSqliteWriteTurn(sequelize, [insert('w1', 'w2')]);
    const failingTransaction = sequelize.transaction(async (transaction) => {
      await sequelize.query('INSERT INTO items (name) VALUES (?)', { replacements: ['r1'], transaction });
      throw new Error('rolled back');
    });
    await Promise.all([slowTransaction, turn, expect(failingTransaction).rejects.toThrow('rolled back')]);
    expect(await names()).toEqual(['t1', 't2', 'w1', 'w2']);
  });

  test('When the instance keeps no transaction connection (:memory:), then the turn runs in a Sequelize transaction with the same outcome', async () => {
    const memory = await openDatabase({ sqliteFile: ':memory:', logger });
    try {
      await memory.query('CREATE TABLE items (seq INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(20) UNIQUE)');
      await runSqliteWriteTurn(memory, [insert('a')]);
      await expect(runSqliteWriteTurn(memory, [insert('b'), insert('a')])).rejects.toThrow(/UNIQUE/);
      expect(await memory.query('SELECT name FROM items ORDER BY seq', { type: QueryTypes.SELECT })).toEqual([{ name: 'a' }]);
    } finally {
      await memory.close();
    }
  });
});
