import express from 'express';
import type { ServiceName } from '@quizlink/contracts/platform';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { startGateway, type StartedGateway } from './gateway-fixture.ts';
import { startStandIns, type StandIns } from './stand-in-services.ts';

const TIMEOUT_MS = 300;

/**
 * An attempt service that answers /api/quizzes/1/attempts/live with an event stream whose second
 * event comes after more than the gateway's upstream timeout, and /api/quizzes/1/attempts/slow with
 * JSON that stalls for as long after its first bytes.
 */
function streamingService(): express.Express {
  const app = express();
  app.get('/api/quizzes/1/attempts/live', (_req, res) => {
    res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' });
    res.flushHeaders();
    res.write('event: ready\ndata: {}\n\n');
    setTimeout(() => res.write('event: attempt-submitted\ndata: {"n":1}\n\n'), TIMEOUT_MS * 3);
    setTimeout(() => res.end(), TIMEOUT_MS * 3 + 50);
  });
  app.get('/api/quizzes/1/attempts/slow', (_req, res) => {
    res.status(200).type('application/json');
    res.flushHeaders();
    res.write('{"part":');
    setTimeout(() => res.end('1}'), TIMEOUT_MS * 3);
  });
  return app;
}

let standIns: StandIns;
let gateway: StartedGateway;
let closeStreaming: () => Promise<void>;

beforeAll(async () => {
  standIns = await startStandIns();
  const server = await listen(streamingService(), { port: 0, host: '127.0.0.1' });
  closeStreaming = () => closeServer(server, 100);
  const upstreams: Record<ServiceName, string> = { ...standIns.urls, attempt: baseUrlOf(server) };
  gateway = await startGateway({ upstreams, timeoutMs: TIMEOUT_MS });
});

afterAll(async () => {
  await gateway.close();
  await closeStreaming();
  await standIns.close();
});

describe('long-lived event streams through the gateway', () => {
  test('When a service streams server-sent events slower than the upstream timeout, then the stream is not cut', async () => {
    const res = await fetch(`${gateway.url}/api/quizzes/1/attempts/live`, { headers: { accept: 'text/event-stream' } });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    expect(text).toContain('event: ready');
    expect(text).toContain('event: attempt-submitted\ndata: {"n":1}');
  });

  test('When any other answer stalls after its first bytes for longer than the timeout, then it is still cut', async () => {
    const res = await fetch(`${gateway.url}/api/quizzes/1/attempts/slow`);

    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });
});
