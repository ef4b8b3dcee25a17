import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { scrapeMetrics, sampleValue } from '@quizlink/kit-metrics/testing';
import { missingDists } from './gateway-fixture.ts';

/** A port nobody listens on right now (the OS's choice, released at once). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let gateway: ChildProcess;
let publicUrl: string;
let metricsUrl: string;

beforeAll(async () => {
  const [port, metricsPort, deadUpstream] = [await freePort(), await freePort(), await freePort()];
  const dists = missingDists();
  gateway = spawn(process.execPath, [path.resolve(__dirname, '../src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      QUIZ_SERVICE_URL: `http://127.0.0.1:${deadUpstream}`,
      SHELL_DIST: dists.shell,
      MFE_QUIZ_DIST: dists.mfe.quiz,
      MFE_AUTODRAFT_DIST: dists.mfe.autodraft,
      MFE_ADMIN_DIST: dists.mfe.admin,
    },
    stdio: 'ignore',
  });
  publicUrl = `http://127.0.0.1:${port}`;
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  await waitUntilServing(`${publicUrl}/healthz`, gateway);
}, 30_000);

afterAll(async () => {
  const exited = new Promise((resolve) => gateway.once('exit', resolve));
  gateway.kill('SIGTERM');
  await exited;
});

describe('the gateway process and its /metrics', () => {
  test('When the gateway runs with METRICS_PORT, then /metrics there parses as Prometheus text and moves with the requests made', async () => {
    const health = { service: 'gateway', method: 'GET', route: '/healthz', status: '200' };
    const api = { service: 'gateway', method: 'GET', route: '/api/quizzes' };
    const before = await scrapeMetrics(metricsUrl);
    for (let i = 0; i < 3; i += 1) await fetch(`${publicUrl}/healthz`);
    // The quiz service is down: the gateway answers in the common error shape, labelled by routing-table entry.
    const upstreamDown = await fetch(`${publicUrl}/api/quizzes/7`);
    const after = await scrapeMetrics(metricsUrl);

    expect(sampleValue(after, 'http_request_duration_seconds_count', health)).toBe((sampleValue(before, 'http_request_duration_seconds_count', health) ?? 0) + 3);
    expect(sampleValue(after, 'http_request_duration_seconds_count', { ...api, status: String(upstreamDown.status) })).toBe(1);
  });

  test('When /metrics is asked of the public port, then it is a 404, not the home page nor the metrics', async () => {
    const res = await fetch(`${publicUrl}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_request_duration_seconds');
  });
});
