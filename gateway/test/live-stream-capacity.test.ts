import type http from 'node:http';
import express from 'express';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import type { ServiceName } from '@quizlink/contracts/platform';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { startGateway, type StartedGateway } from './gateway-fixture.ts';
import { startStandIns, type StandIns } from './stand-in-services.ts';

/** An attempt service whose live streams stay open until the client leaves, and an ordinary JSON route. */
function holdingStreamsService(): express.Express {
  const app = express();
  app.get('/api/quizzes/:id/attempts/live', (_req, res) => {
    res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' });
    res.flushHeaders();
    res.write('event: ready\ndata: {}\n\n');
  });
  app.get('/api/quizzes/:id/attempts/leaderboard', (_req, res) => res.json({ entries: [] }));
  return app;
}

let standIns: StandIns;
let streamingServer: http.Server;
let upstreams: Record<ServiceName, string>;
const gateways: StartedGateway[] = [];
const streams: AbortController[] = [];

beforeAll(async () => {
  standIns = await startStandIns();
  streamingServer = await listen(holdingStreamsService(), { port: 0, host: '127.0.0.1' });
  upstreams = { ...standIns.urls, attempt: baseUrlOf(streamingServer) };
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.abort();
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await closeServer(streamingServer, 100);
  await standIns.close();
});

async function gatewayWith(maxLiveStreams: number, timeoutMs: number): Promise<StartedGateway> {
  const gateway = await startGateway({ upstreams, timeoutMs, maxLiveStreams });
  gateways.push(gateway);
  return gateway;
}

async function openStream(gateway: StartedGateway, quizId: number): Promise<Response> {
  const controller = new AbortController();
  streams.push(controller);
  return fetch(`${gateway.url}/api/quizzes/${quizId}/attempts/live`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
}

describe('live streams past capacity', () => {
  test('When more than 256 streams are open through one service, then streams and ordinary requests are still answered at once', async () => {
    const gateway = await gatewayWith(1000, 3000);
    const opened = await Promise.all(Array.from({ length: 270 }, (_, i) => openStream(gateway, i + 1)));
    expect(opened.every((res) => res.status === 200)).toBe(true);

    const started = Date.now();
    const ordinary = await fetch(`${gateway.url}/api/quizzes/1/attempts/leaderboard`);
    expect(ordinary.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  }, 30_000);

  test('When the gateway relays as many streams as it may, then one more gets 503 at once with Retry-After in the common shape, until one closes', async () => {
    const gateway = await gatewayWith(3, 3000);
    for (let i = 1; i <= 3; i += 1) expect((await openStream(gateway, i)).status).toBe(200);

    const started = Date.now();
    const refused = await openStream(gateway, 4);
    expect(refused.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(500);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      error: { code: HTTP_ERRORS.liveCapacityReached.code, message: HTTP_ERRORS.liveCapacityReached.message, requestId: expect.any(String) },
    });
    // Ordinary requests are not counted.
    expect((await fetch(`${gateway.url}/api/quizzes/1/attempts/leaderboard`)).status).toBe(200);

    streams[0]?.abort();
    let admitted: Response | undefined;
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && admitted?.status !== 200) admitted = await openStream(gateway, 5);
    expect(admitted?.status).toBe(200);
  });
});
