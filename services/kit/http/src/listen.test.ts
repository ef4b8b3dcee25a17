import http from 'node:http';
import express from 'express';
import { baseUrlOf, listen } from './index.ts';

let server: http.Server;
let base: string;
const app = express();
const seen: Array<{ request: boolean; response: boolean; nodeClasses: boolean }> = [];

beforeAll(async () => {
  app.use(express.json());
  app.post('/echo', (req, res) => {
    res.status(201).json({ body: req.body as unknown, ip: req.ip, path: req.path, appIsThisApp: req.app === app });
  });
  server = await listen(app, { port: 0, host: '127.0.0.1' });
  // Runs before the app: what Node built, before Express's app.handle gives the request its prototypes.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    seen.push({
      request: Object.getPrototypeOf(req) === app.request,
      response: Object.getPrototypeOf(res) === app.response,
      nodeClasses: req instanceof http.IncomingMessage && res instanceof http.ServerResponse,
    });
  });
  base = baseUrlOf(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test("When a request arrives, then Node builds it and its response with the app's own prototypes, still Node's classes", async () => {
  const res = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hello: 'world' }) });
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({ body: { hello: 'world' }, ip: '127.0.0.1', path: '/echo', appIsThisApp: true });
  expect(seen).toEqual([{ request: true, response: true, nodeClasses: true }]);
});

test('When a client keeps its connection for several requests, then each is served in full', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const bodies = await Promise.all(
      [1, 2, 3].map(
        (n) =>
          new Promise<string>((resolve, reject) => {
            const req = http.request(`${base}/echo`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
              let text = '';
              res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text)).on('error', reject);
            });
            req.on('error', reject).end(JSON.stringify({ n }));
          }),
      ),
    );
    expect(bodies.map((text) => (JSON.parse(text) as { body: unknown }).body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  } finally {
    agent.destroy();
  }
});
