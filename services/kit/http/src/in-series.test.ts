import type http from 'node:http';
import express, { type RequestHandler } from 'express';
import { baseUrlOf, inSeries, listen } from './index.ts';

let server: http.Server;
let base: string;
const ran: string[] = [];

/** A middleware that records its name and then does what `then` says. */
const step = (name: string, then: (next: express.NextFunction, res: express.Response) => unknown = (next) => next()): RequestHandler => (_req, res, next) => {
  ran.push(name);
  return then(next, res) as void;
};

beforeAll(async () => {
  const app = express();
  app.get('/in-order', inSeries([step('a'), step('b'), step('c')]), (_req, res) => res.json({ ran }));
  app.get('/error', inSeries([step('a'), step('b', (next) => next(new Error('from b'))), step('c')]), (_req, res) => res.json({ ran }));
  app.get('/throws', inSeries([step('a', () => { throw new Error('thrown'); }), step('b')]), (_req, res) => res.json({ ran }));
  app.get('/rejects', inSeries([step('a', () => Promise.reject(new Error('rejected'))), step('b')]), (_req, res) => res.json({ ran }));
  app.get('/rejects-empty', inSeries([step('a', () => Promise.reject(undefined as unknown as Error)), step('b')]), (_req, res) => res.json({ ran }));
  app.get('/async', inSeries([step('a', async (next) => { await new Promise((r) => setTimeout(r, 5)); next(); }), step('b')]), (_req, res) => res.json({ ran }));
  app.get('/falsy', inSeries([step('a', (next) => next(null)), step('b', (next) => next('')), step('c')]), (_req, res) => res.json({ ran }));
  app.get('/rejects-falsy', inSeries([step('a', () => Promise.reject(0 as unknown as Error)), step('b')]), (_req, res) => res.json({ ran }));
  app.get('/route', inSeries([step('a', (next) => next('route')), step('b')]), (_req, res) => res.json({ ran }));
  app.get('/answers', inSeries([step('a', (_next, res) => res.status(202).json({ answeredBy: 'a' })), step('b')]), (_req, res) => res.json({ ran }));
  app.get('/empty', inSeries([]), (_req, res) => res.json({ ran }));
  const router = express.Router();
  router.use(inSeries([step('a', (next) => next('router')), step('b')]));
  router.get('/router', (_req, res) => res.json({ inside: true }));
  app.use(router);
  app.get('/router', (_req, res) => res.json({ ran, inside: false }));
  app.use(((error, _req, res, _next) => res.status(500).json({ error: error instanceof Error ? error.message : String(error), ran })) as express.ErrorRequestHandler);
  server = await listen(app, { port: 0, host: '127.0.0.1' });
  base = baseUrlOf(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  ran.length = 0;
});

async function get(path: string) {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test('When every middleware calls next, then they run in the order given and the route runs after them', async () => {
  expect(await get('/in-order')).toEqual({ status: 200, body: { ran: ['a', 'b', 'c'] } });
});

test('When a middleware calls next(error), then the rest are skipped and the app error handler gets it', async () => {
  expect(await get('/error')).toEqual({ status: 500, body: { error: 'from b', ran: ['a', 'b'] } });
});

test('When a middleware throws, then the error goes to the app and the rest are skipped', async () => {
  expect(await get('/throws')).toEqual({ status: 500, body: { error: 'thrown', ran: ['a'] } });
});

test('When a middleware returns a rejected promise, then the rejection goes to the app, an empty or falsy one as an Error', async () => {
  expect(await get('/rejects')).toEqual({ status: 500, body: { error: 'rejected', ran: ['a'] } });
  ran.length = 0;
  expect(await get('/rejects-empty')).toEqual({ status: 500, body: { error: 'Rejected promise', ran: ['a'] } });
  ran.length = 0;
  expect(await get('/rejects-falsy')).toEqual({ status: 500, body: { error: 'Rejected promise', ran: ['a'] } });
});

test('When a middleware calls next later, then the next one waits for it', async () => {
  expect(await get('/async')).toEqual({ status: 200, body: { ran: ['a', 'b'] } });
});

test('When a middleware calls next with a falsy value (null, an empty string), then the next one runs, as the router would do', async () => {
  expect(await get('/falsy')).toEqual({ status: 200, body: { ran: ['a', 'b', 'c'] } });
});

test("When a middleware calls next('route'), then the next one still runs, as the router would do", async () => {
  expect(await get('/route')).toEqual({ status: 200, body: { ran: ['a', 'b'] } });
});

test("When a middleware calls next('router'), then the rest and the router's routes are skipped", async () => {
  expect(await get('/router')).toEqual({ status: 200, body: { ran: ['a'], inside: false } });
});

test('When a middleware answers instead of calling next, then the rest and the route never run', async () => {
  expect(await get('/answers')).toEqual({ status: 202, body: { answeredBy: 'a' } });
  expect(ran).toEqual(['a']);
});

test('When the list is empty, then the route runs', async () => {
  expect(await get('/empty')).toEqual({ status: 200, body: { ran: [] } });
});
