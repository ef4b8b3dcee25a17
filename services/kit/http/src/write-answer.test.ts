import type http from 'node:http';
import { createLogger } from '@quizlink/kit-logger';
import { baseUrlOf, createHttpApp, finalizeApp, listen, sendWriteAnswer } from './index.ts';

const logger = createLogger({ service: 'write-answer-test', level: 'silent' });
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = createHttpApp({ service: 'write-answer-test', logger });
  app.post('/api/things', (req, res) => sendWriteAnswer(res, 201, { id: 'ü-1', received: req.body ?? null }));
  app.post('/api/json-things', (req, res) => res.status(201).json({ id: 'ü-1', received: req.body ?? null }));
  finalizeApp(app, logger);
  server = await listen(app, { port: 0, host: '127.0.0.1' });
  base = baseUrlOf(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ n: 1 }) });

describe('sendWriteAnswer', () => {
  test('When a write answers with it, then the client gets the status, the JSON body with its byte length and the same content type as res.json, and no entity tag', async () => {
    const res = await post('/api/things');
    const text = await res.text();

    expect(res.status).toBe(201);
    expect(JSON.parse(text)).toEqual({ id: 'ü-1', received: { n: 1 } });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-type')).toBe((await post('/api/json-things')).headers.get('content-type'));
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(res.headers.get('etag')).toBeNull();
  });

  test('When a write is sent again with If-None-Match, then it is answered in full, as res.json answers a POST', async () => {
    const first = await post('/api/json-things');
    const etag = first.headers.get('etag') as string;

    const res = await post('/api/things', { 'if-none-match': etag });

    expect(etag).toMatch(/^W\//);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 'ü-1', received: { n: 1 } });
  });

  test('When a write answers with it, then the app still adds its request id and security headers', async () => {
    const res = await post('/api/things');

    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
