import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { SERVICE_NAMES, type ServiceName } from '@quizlink/contracts/platform';
import { errorHandler } from '@quizlink/kit-errors';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';
import { bodyForRetry, isConnectionFailure, isRetryableRequest } from './proxy-retry.ts';
import { apiRoutes } from './routes.ts';

const logger = createLogger({ service: 'proxy-retry-test', level: 'silent' });

type Seen = { method: string; body: string };

/**
 * A real service stand-in that, while `drop` is above 0, takes a request in whole and then cuts its
 * connection without a byte of answer (a restarting service, a stale keep-alive socket); after that it
 * answers with what it received.
 */
async function startFlakyService() {
  const seen: Seen[] = [];
  const control = { drop: 1, answerThenCut: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', body: Buffer.concat(chunks).toString('utf8') });
      if (control.drop > 0) {
        control.drop -= 1;
        req.socket.destroy();
        return;
      }
      if (control.answerThenCut) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"partial":');
        setTimeout(() => req.socket.destroy(), 20);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, control, close: () => closeServer(server, 50) };
}

async function startGatewayTo(url: string) {
  const app = express();
  app.use(apiRoutes({ upstreams: Object.fromEntries(SERVICE_NAMES.map((name) => [name, url])) as Record<ServiceName, string>, timeoutMs: 3000, logger }));
  app.use(errorHandler(logger));
  const server = await listen(app, { port: 0, host: '127.0.0.1' });
  return { url: baseUrlOf(server), close: () => closeServer(server, 50) };
}

describe('gateway retry on a failed upstream connection', () => {
  let service: Awaited<ReturnType<typeof startFlakyService>>;
  let gateway: Awaited<ReturnType<typeof startGatewayTo>>;
  beforeEach(async () => {
    service = await startFlakyService();
    gateway = await startGatewayTo(service.url);
  });
  afterEach(async () => {
    await gateway.close();
    await service.close();
  });

  test('When the service drops the connection of a GET, then the gateway retries once and the caller gets the answer', async () => {
    const res = await fetch(`${gateway.url}/api/quizzes/1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'GET', body: '' });
    expect(service.seen).toHaveLength(2);
  });

  test('When the service drops the connection of a PUT, then the retry carries the same body', async () => {
    const body = JSON.stringify({ text: 'é'.repeat(2000) });
    const res = await fetch(`${gateway.url}/api/quizzes/1`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'PUT', body });
    expect(service.seen.map((s) => s.body)).toEqual([body, body]);
  });

  test('When a POST carries an Idempotency-Key, then it is retried once', async () => {
    const res = await fetch(`${gateway.url}/api/quiz-attempts`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' }, body: '{"a":1}' });
    expect(res.status).toBe(200);
    expect(service.seen).toHaveLength(2);
  });

  test('When a POST has no Idempotency-Key, then it is never retried and the caller gets 502', async () => {
    const res = await fetch(`${gateway.url}/api/quiz-attempts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(HTTP_ERRORS.gatewayUpstreamUnavailable.code);
    expect(service.seen).toHaveLength(1);
  });

  test('When the retry fails too, then the caller gets one 502 and the service saw exactly two tries', async () => {
    service.control.drop = 5;
    const res = await fetch(`${gateway.url}/api/quizzes/1`);
    expect(res.status).toBe(502);
    expect(service.seen).toHaveLength(2);
  });

  test('When the service already sent part of its answer, then nothing is retried', async () => {
    service.control.drop = 0;
    service.control.answerThenCut = true;
    await expect(fetch(`${gateway.url}/api/quizzes/1`).then((res) => res.text())).rejects.toThrow();
    expect(service.seen).toHaveLength(1);
  });
});

describe('gateway retry when the service is not listening yet', () => {
  test('When the first connection is refused and the service is up by the retry, then the caller gets the answer', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const gateway = await startGatewayTo(`http://127.0.0.1:${port}`);
    const late = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"up":true}'));
    try {
      const answer = fetch(`${gateway.url}/api/quizzes/1`);
      await new Promise((r) => setTimeout(r, 50));
      await new Promise<void>((resolve) => late.listen(port, '127.0.0.1', resolve));
      const res = await answer;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ up: true });
    } finally {
      await gateway.close();
      await closeServer(late, 50);
    }
  });
});

describe('which requests are retried', () => {
  const req = (method: string, headers: http.IncomingHttpHeaders = {}) => ({ method, headers });

  test('When the method is idempotent or an Idempotency-Key is present, then the request is retryable', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']) expect(isRetryableRequest(req(method))).toBe(true);
    expect(isRetryableRequest(req('POST'))).toBe(false);
    expect(isRetryableRequest(req('PATCH'))).toBe(false);
    expect(isRetryableRequest(req('POST', { 'idempotency-key': 'abc' }))).toBe(true);
    expect(isRetryableRequest(req('POST', { 'idempotency-key': '  ' }))).toBe(false);
  });

  test('When the failure is a refused, reset or hung-up connection, then it counts; a timeout does not', () => {
    expect(isConnectionFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionFailure(new Error('socket hang up'))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toBe(false);
  });

  test('When a body is streamed without a length or is larger than the limit, then it is not kept for a retry', async () => {
    const fake = (headers: http.IncomingHttpHeaders) => Object.assign(new http.IncomingMessage(null as never), { method: 'PUT', headers });
    await expect(bodyForRetry(fake({ 'transfer-encoding': 'chunked' }))).resolves.toBeUndefined();
    await expect(bodyForRetry(fake({ 'content-length': String(50 * 1024 * 1024) }))).resolves.toBeUndefined();
    await expect(bodyForRetry(fake({}))).resolves.toEqual(Buffer.alloc(0));
  });
});
