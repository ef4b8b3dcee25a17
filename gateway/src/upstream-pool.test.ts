import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { HEADERS } from '@quizlink/contracts/http';
import { SERVICE_NAMES, type ServiceName } from '@quizlink/contracts/platform';
import { errorHandler } from '@quizlink/kit-errors';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';
import { apiRoutes } from './routes.ts';
import { createUpstreamPool, firstUpstream, type UpstreamUrls } from './upstream-pool.ts';

const logger = createLogger({ service: 'upstream-pool-test', level: 'silent' });

describe('createUpstreamPool', () => {
  test('When there are three replicas, then first tries go to each in turn and a retry goes to the one after the failed one', () => {
    const pool = createUpstreamPool(['http://a', 'http://b', 'http://c']);

    const firstTries = [pool.choose(), pool.choose(), pool.choose(), pool.choose()];
    expect(firstTries.map((choice) => choice.url)).toEqual(['http://a', 'http://b', 'http://c', 'http://a']);
    expect(pool.choose(firstTries[0]).url).toBe('http://b');
    expect(pool.choose(firstTries[2]).url).toBe('http://a');
    // A retry does not move the turn of first tries.
    expect(pool.choose().url).toBe('http://b');
  });

  test('When there is one URL, then every try goes to it', () => {
    const pool = createUpstreamPool('http://only');

    expect(pool.urls).toEqual(['http://only']);
    const first = pool.choose();
    expect([first, pool.choose(), pool.choose(first)].map((choice) => choice.url)).toEqual(['http://only', 'http://only', 'http://only']);
  });

  test('When a caller needs a single URL, then it gets the first replica', () => {
    expect(firstUpstream(['http://a', 'http://b'])).toBe('http://a');
    expect(firstUpstream('http://only')).toBe('http://only');
  });

  test('When the list is empty, then the pool refuses it', () => {
    expect(() => createUpstreamPool([])).toThrow(/at least one URL/);
  });
});

/** A service stand-in that answers with its own name. */
async function startReplica(name: string) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ replica: name })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => closeServer(server, 50) };
}

/** A port nothing listens on: connections to it are refused. */
async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await closeServer(server, 0);
  return `http://127.0.0.1:${port}`;
}

async function startGatewayTo(attempt: UpstreamUrls) {
  const app = express();
  const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:1'])) as Record<ServiceName, UpstreamUrls>;
  upstreams.attempt = attempt;
  app.use(apiRoutes({ upstreams, timeoutMs: 3000, logger }));
  app.use(errorHandler(logger));
  const server = await listen(app, { port: 0, host: '127.0.0.1' });
  return { url: baseUrlOf(server), close: () => closeServer(server, 50) };
}

async function replicaOf(res: Response): Promise<string> {
  return ((await res.json()) as { replica: string }).replica;
}

describe('the API proxy over a service\'s replicas', () => {
  test('When the attempt service has two replicas, then requests go to each in turn', async () => {
    const [a, b] = await Promise.all([startReplica('a'), startReplica('b')]);
    const gateway = await startGatewayTo([a.url, b.url]);
    try {
      const seen: string[] = [];
      for (let i = 0; i < 4; i += 1) seen.push(await replicaOf(await fetch(`${gateway.url}/api/quiz-attempts/x`)));

      expect(seen).toEqual(['a', 'b', 'a', 'b']);
    } finally {
      await gateway.close();
      await Promise.all([a.close(), b.close()]);
    }
  });

  test('When one replica refuses connections, then a retryable request goes on to the other one and a non-retryable one gets 502', async () => {
    const live = await startReplica('live');
    const gateway = await startGatewayTo([await refusedUrl(), live.url]);
    try {
      const post = (headers: Record<string, string>) => fetch(`${gateway.url}/api/quiz-attempts`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
      // The turn starts at the refusing replica: the keyed submission's retry reaches the live one.
      const keyed = await post({ [HEADERS.idempotencyKey]: 'key-1' });
      expect(keyed.status).toBe(200);
      expect(await replicaOf(keyed)).toBe('live');
      // Turn: the live replica, then the refusing one again, where an unkeyed POST is not retried.
      expect(await replicaOf(await post({}))).toBe('live');
      expect((await post({})).status).toBe(502);
    } finally {
      await gateway.close();
      await live.close();
    }
  });
});
