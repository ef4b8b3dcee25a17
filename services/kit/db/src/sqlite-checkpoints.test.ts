import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, SQLITE_CHECKPOINTS } from './index.ts';

const logger = createLogger({ service: 'db-test', level: 'silent' });
const PAGE_BYTES = 4096;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SQLite WAL checkpoints beside the writers (sqlite-checkpoints.ts)', () => {
  let root: string;
  let file: string;
  let sequelize: Sequelize;
  const open = (settings = SQLITE_CHECKPOINTS) => openDatabase({ sqliteFile: file, logger, sqliteCheckpoints: settings });
  /** One commit per row, each of a few pages: a file that only grows through its WAL. */
  const insertRows = async (count: number, from = 0) => {
    for (let i = from; i < from + count; i += 1) await sequelize.query('INSERT INTO items (body) VALUES (?)', { replacements: [`${i}:${'x'.repeat(3000)}`] });
  };
  const sizeOf = (name: string) => (fs.existsSync(name) ? fs.statSync(name).size : 0);

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-db-checkpoints-'));
    file = path.join(root, 'service.sqlite');
  });
  afterEach(async () => {
    await sequelize.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('When a connection commits, then it never checkpoints itself: every connection has wal_autocheckpoint 0', async () => {
    sequelize = await open();
    const [plain] = await sequelize.query<{ wal_autocheckpoint: number }>('PRAGMA wal_autocheckpoint', { type: QueryTypes.SELECT });
    const [inTransaction] = await sequelize.transaction((transaction) => sequelize.query<{ wal_autocheckpoint: number }>('PRAGMA wal_autocheckpoint', { type: QueryTypes.SELECT, transaction }));
    expect([plain?.wal_autocheckpoint, inTransaction?.wal_autocheckpoint]).toEqual([0, 0]);
    const [mode] = await sequelize.query<{ journal_mode: string }>('PRAGMA journal_mode', { type: QueryTypes.SELECT });
    expect(mode?.journal_mode).toBe('wal');
  });

  test('When commits go to the WAL, then the rounds beside them copy their pages into the file, and nothing is lost at reopen', async () => {
    sequelize = await open({ ...SQLITE_CHECKPOINTS, intervalMs: 50 });
    await sequelize.query('CREATE TABLE items (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    const before = sizeOf(file);
    await insertRows(300);
    await sleep(300);
    // ~300 rows of 3 KB: the file itself grew by most of them, which only a checkpoint writes.
    expect(sizeOf(file) - before).toBeGreaterThan(200 * 3000);
    await sequelize.close();
    sequelize = await open();
    const [count] = await sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM items', { type: QueryTypes.SELECT });
    expect(count?.n).toBe(300);
  });

  test('When writers never stop, then the WAL is started over once it holds restartFrames, so it stays bounded', async () => {
    const restartFrames = 200;
    sequelize = await open({ intervalMs: 20, restartFrames, restartWaitMs: 100 });
    await sequelize.query('CREATE TABLE items (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    let largest = 0;
    for (let batch = 0; batch < 20; batch += 1) {
      await insertRows(100, batch * 100);
      largest = Math.max(largest, sizeOf(`${file}-wal`));
    }
    // 2,000 commits of a page or two each: without a restart the WAL would hold all of them (over 2,000 pages).
    expect(largest).toBeLessThan(4 * restartFrames * PAGE_BYTES);
    const [count] = await sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM items', { type: QueryTypes.SELECT });
    expect(count?.n).toBe(2000);
  });
});
