import type http from 'node:http';
import { Writable } from 'node:stream';
import { createLogger } from '@quizlink/kit-logger';
import { AppError } from '@quizlink/kit-errors';
import { baseUrlOf, createHttpApp, finalizeApp, listen, requestIdOf } from './index.ts';

/** A catalogue-shaped error of this test's own. */
const THING_NOT_FOUND = { code: 'thing.not_found', status: 404, message: 'Thing not found' } as const;

type Line = Record<string, unknown>;

function captureLogger() {
  const lines: Line[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  return { lines, logger: createLogger({ service: 'http-test', level: 'debug', destination }) };
}

const { lines, logger } = captureLogger();
let ready = true;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = createHttpApp({
    service: 'http-test',
    logger,
    jsonLimitBytes: 200,
    readiness: [async () => {}, async function database() {
      if (!ready) throw new Error('db down at 10.0.0.5');
    }],
  });
  app.get('/whoami', (req, res) => {
    req.log.info({ marker: 'in-route' }, 'handling');
    res.json({ requestId: requestIdOf(req) });
  });
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.get('/missing', () => {
    throw new AppError(THING_NOT_FOUND);
  });
  finalizeApp(app, logger);
  server = await listen(app, { port: 0, host: '127.0.0.1' });
  base = baseUrlOf(server);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createHttpApp', () => {
  test('When listening on port 0, then a free port is chosen', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(base.endsWith(':0')).toBe(false);
  });

  test('When a request arrives without an id, then a UUID is generated, echoed and used by route logs', async () => {
    const res = await fetch(`${base}/whoami`);
    const { requestId } = (await res.json()) as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const routeLine = lines.find((l) => l.marker === 'in-route' && l.requestId === requestId);
    expect(routeLine).toMatchObject({ service: 'http-test', msg: 'handling' });
    const accessLine = lines.find((l) => l.requestId === requestId && l.res !== undefined);
    expect(accessLine).toMatchObject({ level: 'info', req: { method: 'GET', url: '/whoami' } });
  });

  test('When a safe x-request-id comes in, then it is kept; when it is unsafe, then it is replaced', async () => {
    const kept = await fetch(`${base}/whoami`, { headers: { 'x-request-id': 'gw.req_42-A' } });
    expect(((await kept.json()) as { requestId: string }).requestId).toBe('gw.req_42-A');
    const unsafe = 'x'.repeat(129);
    const replaced = await fetch(`${base}/whoami`, { headers: { 'x-request-id': unsafe } });
    const { requestId } = (await replaced.json()) as { requestId: string };
    expect(requestId).not.toBe(unsafe);
    expect(replaced.headers.get('x-request-id')).toBe(requestId);
  });

  test("When any response goes out, then it has an API answer's security headers, none that only a page uses, and no x-powered-by", async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    await res.arrayBuffer();
  });

  test('When authorization headers are sent, then the access log redacts them', async () => {
    const res = await fetch(`${base}/whoami`, { headers: { authorization: 'Bearer very-secret', 'x-request-id': 'redact-check' } });
    await res.arrayBuffer();
    const accessLine = lines.find((l) => l.requestId === 'redact-check' && l.res !== undefined);
    expect(JSON.stringify(accessLine)).not.toContain('very-secret');
  });

  test('When a URL carries a dashboard token, then the access log holds the path without it', async () => {
    const res = await fetch(`${base}/api/quizzes/dashboard/tok-SECRET-123?x=1`, { headers: { 'x-request-id': 'secret-url' } });
    await res.arrayBuffer();
    const accessLine = lines.find((l) => l.requestId === 'secret-url' && l.res !== undefined);
    expect(JSON.stringify(accessLine)).toContain('/api/quizzes/dashboard/[redacted]?x=1');
    expect(JSON.stringify(accessLine)).not.toContain('tok-SECRET-123');
  });

  test('When GET /healthz is called, then it answers 200 {status:"ok"}', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  test('When every readiness check passes, then GET /readyz answers 200 {status:"ready"}', async () => {
    ready = true;
    const res = await fetch(`${base}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  test('When a readiness check fails, then GET /readyz answers 503 in the common shape without the cause', async () => {
    ready = false;
    const res = await fetch(`${base}/readyz`, { headers: { 'x-request-id': 'probe-1' } });
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ code: 'service.not_ready', requestId: 'probe-1' });
    expect(JSON.stringify(body)).not.toContain('10.0.0.5');
    expect(lines.some((l) => l.msg === 'readiness check failed' && l.check === 'database')).toBe(true);
    ready = true;
  });

  test('When a body exceeds jsonLimitBytes, then it answers 413 request.too_large', async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'y'.repeat(300) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('request.too_large');
  });

  test('When a small JSON body is posted, then the route receives it parsed', async () => {
    const res = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(await res.json()).toEqual({ a: 1 });
  });

  test('When a route throws an AppError or no route matches, then finalizeApp answers in the common shape', async () => {
    const missing = await fetch(`${base}/missing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe(THING_NOT_FOUND.code);
    const none = await fetch(`${base}/no/such/route`);
    expect(none.status).toBe(404);
    const body = (await none.json()) as { error: { code: string; requestId: string } };
    expect(body.error.code).toBe('route.not_found');
    expect(body.error.requestId).toBe(none.headers.get('x-request-id'));
  });
});

describe('listen', () => {
  test('When the port is taken, then listen rejects', async () => {
    const port = Number(new URL(base).port);
    await expect(listen(createHttpApp({ service: 'x', logger }), { port, host: '127.0.0.1' })).rejects.toThrow(/EADDRINUSE/);
  });
});
