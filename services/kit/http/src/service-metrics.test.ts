import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { baseConfigSchema, type BaseConfig } from '@quizlink/kit-config';
import type { Logger } from '@quizlink/kit-logger';
import { scrapeMetrics, sampleValue } from '@quizlink/kit-metrics/testing';
import { baseUrlOf, createHttpApp, finalizeApp, runService, type RunnableService } from './index.ts';

/** A port nobody listens on right now (the OS's choice, released at once). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let dataDir: string;
let metricsPort: number;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-http-metrics-'));
  metricsPort = await freePort();
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const loadConfig = (): BaseConfig => baseConfigSchema.parse({ PORT: 0, METRICS_PORT: metricsPort, LOG_LEVEL: 'silent', DATA_DIR: dataDir });

async function demoService(ports: { logger: Logger }): Promise<RunnableService> {
  const app = createHttpApp({ service: 'metrics-demo', logger: ports.logger });
  app.get('/things/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  finalizeApp(app, ports.logger);
  return { app, start: async () => undefined, stop: async () => undefined };
}

function waitForExit(): { exit: (code: number) => void; code: Promise<number> } {
  let resolveCode!: (code: number) => void;
  const code = new Promise<number>((resolve) => (resolveCode = resolve));
  return { exit: (c) => resolveCode(c), code };
}

describe('a service process and its /metrics', () => {
  test('When METRICS_PORT is set, then /metrics there parses as Prometheus text and its request histogram moves with each request', async () => {
    const { exit, code } = waitForExit();
    const server = await runService({ name: 'metrics-demo', loadConfig, create: demoService, process: { signals: ['SIGUSR2'], exit } });
    const base = baseUrlOf(server!);
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const route = { service: 'metrics-demo', method: 'GET', route: '/things/:id', status: '200' };

    const before = await scrapeMetrics(metricsUrl);
    for (const id of ['a', 'b', 'c']) expect((await fetch(`${base}/things/${id}`)).status).toBe(200);
    expect((await fetch(`${base}/no/such/path`)).status).toBe(404);
    const after = await scrapeMetrics(metricsUrl);

    expect(after.get('http_request_duration_seconds')?.type).toBe('histogram');
    expect(sampleValue(after, 'http_request_duration_seconds_count', route)).toBe((sampleValue(before, 'http_request_duration_seconds_count', route) ?? 0) + 3);
    // Raw paths never become label values: an unknown path is counted as "unmatched".
    expect(sampleValue(after, 'http_request_duration_seconds_count', { service: 'metrics-demo', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify([...after.values()])).not.toContain('/things/a');
    // The process's own metrics, the event-loop delay among them.
    expect(sampleValue(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await code).toBe(0);
  });

  test('When /metrics is asked of the service port, then it is not there (404): metrics live only on METRICS_PORT', async () => {
    const { exit, code } = waitForExit();
    const server = await runService({ name: 'metrics-demo', loadConfig, create: demoService, process: { signals: ['SIGUSR2'], exit } });
    expect((await fetch(`${baseUrlOf(server!)}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await code).toBe(0);
  });
});
