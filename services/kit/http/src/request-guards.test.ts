import { gzipSync } from 'node:zlib';
import type http from 'node:http';
import express from 'express';
import { createLogger } from '@quizlink/kit-logger';
import { baseUrlOf, createHttpApp, finalizeApp, isWellFormedPath, listen } from './index.ts';

const logger = createLogger({ service: 'guards-test', level: 'silent' });
let server: http.Server;
let base: string;
const seen: unknown[] = [];

beforeAll(async () => {
  const app = createHttpApp({ service: 'guards-test', logger });
  const quizzes = express.Router();
  quizzes.get('/api/quizzes/code/:code', (req, res) => {
    seen.push(req.params.code);
    res.json({ code: req.params.code });
  });
  quizzes.route('/api/quizzes/:id').get((_req, res) => res.json({})).patch((_req, res) => res.json({}));
  app.use(quizzes);
  app.post('/api/users', (req, res) => res.status(201).json({ received: req.body ?? null }));
  app.post('/api/upload-image', (req, res) => res.status(201).json({ type: req.headers['content-type']?.split(';')[0] }));
  finalizeApp(app, logger);
  server = await listen(app, { port: 0, host: '127.0.0.1' });
  base = baseUrlOf(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function send(path: string, init?: RequestInit) {
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as { error: Record<string, unknown> }) : undefined };
}

describe('malformed paths', () => {
  test.each(['%ff', '%', '%E0%A4%A', 'AB%00CD', 'a%0Ab', 'x%7f'])(
    'When a path parameter is %s, then it answers 400 request.malformed_path in the common shape and the route never runs',
    async (param) => {
      const { status, body } = await send(`/api/quizzes/code/${param}`);
      expect(status).toBe(400);
      expect(body?.error).toMatchObject({ code: 'request.malformed_path', message: expect.any(String), requestId: expect.any(String) });
      expect(seen).not.toContain(param);
    },
  );

  test('When a segment that is no parameter is broken, then it is refused the same way', async () => {
    expect((await send('/api/%ff/code/ABC123')).status).toBe(400);
  });

  test('When the path is well formed (unicode, an encoded slash), then the route gets the decoded value', async () => {
    const { status, body } = await send(`/api/quizzes/code/${encodeURIComponent('ÄB/ÇD 1')}`);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 'ÄB/ÇD 1' });
    expect(isWellFormedPath('/api/quizzes/%C3%84')).toBe(true);
  });

  test('When a path has no percent sign, then it is judged as it stands: control characters refused, anything else kept', () => {
    expect(isWellFormedPath('/api/quizzes/7/attempts')).toBe(true);
    expect(isWellFormedPath('/api/quizzes/ÄB')).toBe(true);
    expect(isWellFormedPath('/api/quizzes/a\u0001b')).toBe(false);
    expect(isWellFormedPath('/api/quizzes/a\u007fb')).toBe(false);
  });
});

describe('wrong methods', () => {
  test('When a known path is asked with another method, then it answers 405 with Allow listing the methods it answers', async () => {
    const { status, headers, body } = await send('/api/quizzes/7', { method: 'DELETE' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, HEAD, PATCH');
    expect(body?.error).toMatchObject({ code: 'request.method_not_allowed' });
  });

  test('When a route of the app itself (no nested router) is asked with GET, then Allow names POST', async () => {
    const { status, headers } = await send('/api/users');
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
  });

  test('When OPTIONS is asked on a known path, then it answers 2xx with Allow, never 404 or 405', async () => {
    const own = await fetch(`${base}/api/users`, { method: 'OPTIONS' });
    expect(own.status).toBe(204);
    expect(own.headers.get('allow')).toBe('POST, OPTIONS');
    // A nested router answers OPTIONS itself (router@2) before the 405 handler is reached.
    const nested = await fetch(`${base}/api/quizzes/7`, { method: 'OPTIONS' });
    expect(nested.status).toBe(200);
    expect(nested.headers.get('allow')).toBe('GET, HEAD, PATCH');
  });

  test('When the path is unknown, then it stays 404 route.not_found', async () => {
    const { status, body } = await send('/api/nothing-here', { method: 'DELETE' });
    expect(status).toBe(404);
    expect(body?.error.code).toBe('route.not_found');
  });
});

describe('body types and encodings', () => {
  test('When a JSON route gets a text/plain body, then it answers 415 request.unsupported_media_type, not a validation message', async () => {
    const { status, body } = await send('/api/users', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"username":"Ann"}' });
    expect(status).toBe(415);
    expect(body?.error).toMatchObject({ code: 'request.unsupported_media_type', message: 'Send the body as application/json' });
  });

  test('When a body comes as a URL-encoded form, then it is 415 too', async () => {
    const { status } = await send('/api/users', { method: 'POST', body: new URLSearchParams({ username: 'Ann' }) });
    expect(status).toBe(415);
  });

  test('When the body is JSON (with a charset) or there is no body, then the route runs', async () => {
    const json = await send('/api/users', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"username":"Ann"}' });
    expect(json).toMatchObject({ status: 201, body: { received: { username: 'Ann' } } });
    expect((await send('/api/users', { method: 'POST' })).status).toBe(201);
  });

  test('When an upload comes as multipart, then it passes untouched', async () => {
    const form = new FormData();
    form.append('image', new Blob([Buffer.from('png')], { type: 'image/png' }), 'a.png');
    const { status, body } = await send('/api/upload-image', { method: 'POST', body: form });
    expect(status).toBe(201);
    expect(body).toEqual({ type: 'multipart/form-data' });
  });

  test('When a multipart body claims a Content-Encoding, then it is 415 (multipart parsers do not decode one); without a boundary 400', async () => {
    const encoded = await send('/api/upload-image', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-encoding': 'gzip' }, body: 'x' });
    expect(encoded.status).toBe(415);
    expect(encoded.body?.error.code).toBe('request.unsupported_encoding');
    const noBoundary = await send('/api/upload-image', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body?.error.code).toBe('request.malformed_multipart');
  });

  test('When the body says gzip but is plain text, then it answers 400 request.malformed_encoding', async () => {
    const { status, body } = await send('/api/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: '{"username":"Ann"}',
    });
    expect(status).toBe(400);
    expect(body?.error).toMatchObject({ code: 'request.malformed_encoding', message: 'The request body does not match its Content-Encoding' });
  });

  test('When the encoding is unknown, then it answers 415 request.unsupported_encoding', async () => {
    const { status, body } = await send('/api/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'x-made-up' },
      body: '{"username":"Ann"}',
    });
    expect(status).toBe(415);
    expect(body?.error.code).toBe('request.unsupported_encoding');
  });

  test('When the body really is gzip, then it is read', async () => {
    const { status, body } = await send('/api/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync('{"username":"Zip"}'),
    });
    expect(status).toBe(201);
    expect(body).toEqual({ received: { username: 'Zip' } });
  });
});
