import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { z } from 'zod';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { createLogger } from '@quizlink/kit-logger';
import { AppError, errorHandler, notFoundHandler } from './index.ts';

const logger = createLogger({ service: 'errors-test', level: 'silent' });

class BusyError extends Error {}

/** Catalogue-shaped errors of this test's own. */
const THING_NOT_FOUND = { code: 'thing.not_found', status: 404, message: 'Thing not found' } as const;
const BUSY = { code: 'service.busy', status: 503, message: 'Busy' } as const;

function buildApp() {
  const app = express();
  app.use(express.json({ limit: 100 }));
  app.get('/app-error', () => {
    throw new AppError(THING_NOT_FOUND);
  });
  app.get('/zod', () => {
    z.object({ code: z.string().length(6, 'Code must be 6 characters') }).parse({ code: 'x' });
  });
  app.get('/crash', () => {
    throw new Error('secret internals at /srv/db.ts:12');
  });
  app.get('/crash-async', async () => {
    await Promise.resolve();
    throw new TypeError('async secret');
  });
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.get('/param/:value', (req, res) => {
    res.json({ value: req.params.value });
  });
  app.get('/busy', () => {
    throw new BusyError();
  });
  app.use(notFoundHandler());
  app.use(
    errorHandler(logger, {
      classify: (error) =>
        error instanceof BusyError ? new AppError(BUSY, { headers: { 'Retry-After': '2' } }) : undefined,
    }),
  );
  return app;
}

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer(buildApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function call(path: string, init?: RequestInit) {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, body: (await res.json()) as { error: Record<string, unknown> }, requestId: res.headers.get('x-request-id') };
}

describe('errorHandler', () => {
  test('When a route throws an AppError, then its status, code and message go out in the common shape', async () => {
    const { status, body, requestId } = await call('/app-error');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: THING_NOT_FOUND.code, message: THING_NOT_FOUND.message, requestId } });
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('When a route throws a ZodError, then it answers 400 request.invalid with the issues', async () => {
    const { status, body } = await call('/zod');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: HTTP_ERRORS.requestInvalid.code,
      message: 'Code must be 6 characters',
      details: [{ path: 'code', message: 'Code must be 6 characters' }],
    });
  });

  test('When a route crashes, then it answers 500 internal_error without leaking the message or stack', async () => {
    for (const path of ['/crash', '/crash-async']) {
      const { status, body } = await call(path, { headers: { 'x-request-id': 'abc-123' } });
      expect(status).toBe(500);
      expect(body).toEqual({
        error: { code: HTTP_ERRORS.internalError.code, message: HTTP_ERRORS.internalError.message, requestId: 'abc-123' },
      });
      expect(JSON.stringify(body)).not.toMatch(/secret|stack|\.ts/);
    }
  });

  test('When the JSON body is malformed, then it answers 400 request.malformed_json', async () => {
    const { status, body } = await call('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: HTTP_ERRORS.requestMalformedJson.code, message: HTTP_ERRORS.requestMalformedJson.message });
  });

  test('When the JSON body exceeds the limit, then it answers 413 request.too_large', async () => {
    const { status, body } = await call('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(500) }),
    });
    expect(status).toBe(413);
    expect(body.error).toMatchObject({ code: HTTP_ERRORS.requestTooLarge.code, message: HTTP_ERRORS.requestTooLarge.message });
  });

  test('When a path parameter has broken percent-encoding, then the router\'s URIError answers 400 request.malformed_path, not 500', async () => {
    for (const broken of ['%ff', '%', '%E0%A4%A']) {
      const { status, body } = await call(`/param/${broken}`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: HTTP_ERRORS.requestMalformedPath.code });
    }
  });

  test('When classify recognises an error, then its status, code and headers go out (a 503 with Retry-After), without details', async () => {
    const res = await fetch(`${base}/busy`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(((await res.json()) as { error: unknown }).error).toEqual({ code: BUSY.code, message: BUSY.message, requestId: expect.any(String) });
  });

  test('When the body is gzip in name only, then 400 request.malformed_encoding; an unknown encoding is 415 request.unsupported_encoding', async () => {
    const fake = await call('/echo', { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: '{"a":1}' });
    expect(fake.status).toBe(400);
    expect(fake.body.error).toMatchObject({ code: HTTP_ERRORS.requestMalformedEncoding.code });
    const unknown = await call('/echo', { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'x-zip' }, body: '{"a":1}' });
    expect(unknown.status).toBe(415);
    expect(unknown.body.error).toMatchObject({ code: HTTP_ERRORS.requestUnsupportedEncoding.code });
  });

  test('When the incoming request id is unsafe, then a fresh one is generated instead', async () => {
    const { body, requestId } = await call('/app-error', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(requestId).not.toBe('bad id with spaces');
    expect(body.error.requestId).toBe(requestId);
  });
});

describe('notFoundHandler', () => {
  test('When no route matches, then it answers 404 route.not_found in the common shape', async () => {
    const { status, body, requestId } = await call('/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: HTTP_ERRORS.routeNotFound.code, message: HTTP_ERRORS.routeNotFound.message, requestId } });
  });
});
