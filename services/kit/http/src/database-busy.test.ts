import type http from 'node:http';
import { Sequelize, type Transaction } from 'sequelize';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { createLogger } from '@quizlink/kit-logger';
import { baseUrlOf, createHttpApp, finalizeApp, listen } from './index.ts';

// A real busy database: on MySQL (DATABASE_URL) a pool of one connection held by an open transaction,
// so the route's query waits 300 ms for a connection and gets ConnectionAcquireTimeoutError; on SQLite
// a second connection holding the write lock, so the route's write gets SQLITE_BUSY.
const logger = createLogger({ service: 'db-busy-test', level: 'silent' });
let database: TestDatabase;
let routeDb: Sequelize;
let holderDb: Sequelize;
let server: http.Server;
let base: string;

function open(db: TestDatabase, pool: { max: number; acquire: number }): Sequelize {
  return db.url
    ? new Sequelize(db.url, { logging: false, pool: { ...pool, min: 0 } })
    : new Sequelize({ dialect: 'sqlite', storage: db.sqliteFile, logging: false, retry: { max: 1 } });
}

beforeAll(async () => {
  database = await createTestDatabase('db-busy');
  routeDb = open(database, { max: 1, acquire: 300 });
  holderDb = database.url ? routeDb : open(database, { max: 1, acquire: 300 });
  await routeDb.query('CREATE TABLE busy_probe (n INTEGER)');
  const app = createHttpApp({ service: 'db-busy-test', logger });
  app.post('/api/probe', async (_req, res) => {
    await routeDb.query('INSERT INTO busy_probe (n) VALUES (1)');
    res.status(201).json({ ok: true });
  });
  finalizeApp(app, logger);
  server = await listen(app, { port: 0, host: '127.0.0.1' });
  base = baseUrlOf(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await routeDb.close();
  if (holderDb !== routeDb) await holderDb.close();
  await database.drop();
});

/** Holds the database's only connection (MySQL) or its write lock (SQLite) until released. */
async function holdDatabase(): Promise<Transaction> {
  const transaction = await holderDb.transaction();
  await holderDb.query('INSERT INTO busy_probe (n) VALUES (0)', { transaction });
  return transaction;
}

describe('a busy database', () => {
  test('When no connection (or lock) comes free in time, then the request answers 503 with Retry-After in the common shape, and works again once it is free', async () => {
    const held = await holdDatabase();
    let busy: Response;
    const started = Date.now();
    try {
      busy = await fetch(`${base}/api/probe`, { method: 'POST' });
    } finally {
      await held.rollback();
    }
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    const body = (await busy.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ code: 'service.temporarily_unavailable', message: 'The service is busy. Please try again in a moment.', requestId: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/Sequelize|SQLITE|acquire/i);
    expect(Date.now() - started).toBeLessThan(10_000);

    expect((await fetch(`${base}/api/probe`, { method: 'POST' })).status).toBe(201);
  });
});
