import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { openDatabase, runSqliteWriteTurn } from '@quizlink/kit-db';
import { createLogger } from '@quizlink/kit-logger';
import { createGroupCommit } from './group-commit.ts';

const logger = createLogger({ service: 'group-commit-test', level: 'silent' });

describe('createGroupCommit on SQLite', () => {
  let root: string;
  let sequelize: Sequelize;
  let transactions = 0;

  const rows = async () => (await sequelize.query<{ name: string }>('SELECT name FROM writes ORDER BY seq', { type: QueryTypes.SELECT })).map((r) => r.name);
  const insert = async (name: string, transaction: Transaction) => {
    await sequelize.query('INSERT INTO writes (name) VALUES (?)', { replacements: [name], transaction });
    await sequelize.query('UPDATE counter SET n = n + 1', { transaction });
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'attempt-group-commit-'));
    sequelize = await openDatabase({ sqliteFile: path.join(root, 'attempt.sqlite'), logger });
    const transaction = sequelize.transaction.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
    (sequelize as unknown as { transaction: (...args: unknown[]) => Promise<unknown> }).transaction = (...args) => {
      transactions += 1;
      return transaction(...args);
    };
  });
  beforeEach(async () => {
    await sequelize.query('DROP TABLE IF EXISTS writes');
    await sequelize.query('DROP TABLE IF EXISTS counter');
    await sequelize.query('CREATE TABLE writes (seq INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(20) UNIQUE)');
    await sequelize.query('CREATE TABLE counter (n INTEGER)');
    await sequelize.query('INSERT INTO counter VALUES (0)');
    transactions = 0;
  });
  afterAll(async () => {
    await sequelize.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('When writes arrive together, then they share transactions, keep their order and each resolves once its write is committed', async () => {
    const commit = createGroupCommit<string>(sequelize, insert);
    const seenAtResolve: Array<{ name: string; stored: boolean }> = [];
    const names = Array.from({ length: 20 }, (_, i) => `w${String(i).padStart(2, '0')}`);
    await Promise.all(names.map(async (name) => {
      await commit(name);
      seenAtResolve.push({ name, stored: (await rows()).includes(name) });
    }));
    expect(await rows()).toEqual(names);
    expect(seenAtResolve.every((s) => s.stored)).toBe(true);
    expect(transactions).toBeLessThan(names.length);
    expect(await sequelize.query('SELECT n FROM counter', { type: QueryTypes.SELECT })).toEqual([{ n: 20 }]);
  });

  test('When one write of a batch fails, then it alone rejects, with its own error, and every other write is stored once', async () => {
    const commit = createGroupCommit<string>(sequelize, async (name, transaction) => {
      if (name === 'bad') throw new Error('bad write');
      await insert(name, transaction);
    });
    const outcomes = await Promise.allSettled(['a', 'b', 'bad', 'c', 'a', 'd'].map((name) => commit(name)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch('bad write');
    expect((outcomes[4] as PromiseRejectedResult).reason).toMatchObject({ name: 'SequelizeUniqueConstraintError' });
    expect(await rows()).toEqual(['a', 'b', 'c', 'd']);
    expect(await sequelize.query('SELECT n FROM counter', { type: QueryTypes.SELECT })).toEqual([{ n: 4 }]);
  });

  test('When commitMany is given, then every batch goes through it, a batch of one too, and a batch it refuses runs again write by write', async () => {
    const committed: string[][] = [];
    const commitMany = async (names: string[]) => {
      if (names.includes('bad')) throw new Error('refused batch');
      await runSqliteWriteTurn(sequelize, [
        { sql: `INSERT INTO writes (name) VALUES ${names.map(() => '(?)').join(', ')}`, params: names },
        { sql: 'UPDATE counter SET n = n + ?', params: [names.length] },
      ]);
      committed.push(names);
    };
    const commit = createGroupCommit<string>(sequelize, async (name, transaction) => {
      if (name === 'bad') throw new Error('bad write');
      await insert(name, transaction);
    }, undefined, commitMany);
    await commit('solo');
    expect(committed).toEqual([['solo']]);
    const outcomes = await Promise.allSettled(['a', 'bad', 'b'].map((name) => commit(name)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch('bad write');
    expect(await rows()).toEqual(['solo', 'a', 'b']);
    expect(await sequelize.query('SELECT n FROM counter', { type: QueryTypes.SELECT })).toEqual([{ n: 3 }]);
  });

  test('When writes come from separate callbacks of one turn of the event loop, then they share one batch, in order', async () => {
    const committed: string[][] = [];
    const commitMany = async (names: string[]) => {
      await runSqliteWriteTurn(sequelize, [{ sql: `INSERT INTO writes (name) VALUES ${names.map(() => '(?)').join(', ')}`, params: names }]);
      committed.push(names);
    };
    const commit = createGroupCommit<string>(sequelize, insert, undefined, commitMany);
    const names = ['r1', 'r2', 'r3', 'r4'];
    // As requests whose bodies the loop reads in one turn: each write starts in a callback of its own.
    await Promise.all(names.map((name) => new Promise<void>((resolve, reject) => setImmediate(() => void commit(name).then(resolve, reject)))));
    expect(committed).toEqual([names]);
    expect(await rows()).toEqual(names);
  });
});
