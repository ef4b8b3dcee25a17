import type http from 'node:http';
import { onShutdown } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';
import { baseUrlOf, createHttpApp, finalizeApp, listen } from './index.ts';

const logger = createLogger({ service: 'health-test', level: 'silent' });

describe('readiness during shutdown', () => {
  let server: http.Server;
  beforeAll(async () => {
    const app = createHttpApp({ service: 'health-test', logger, readiness: [async () => {}] });
    finalizeApp(app, logger);
    server = await listen(app, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  test('When the shutdown signal has arrived, then GET /readyz answers 503 service.not_ready while /healthz stays 200', async () => {
    let release!: () => void;
    const draining = new Promise<void>((r) => (release = r));
    let exited!: () => void;
    const done = new Promise<void>((r) => (exited = r));
    const remove = onShutdown(logger, [() => draining], { signals: ['SIGUSR2'], exit: () => exited() });
    expect((await fetch(`${baseUrlOf(server)}/readyz`)).status).toBe(200);

    process.emit('SIGUSR2', 'SIGUSR2');
    const res = await fetch(`${baseUrlOf(server)}/readyz`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('service.not_ready');
    expect((await fetch(`${baseUrlOf(server)}/healthz`)).status).toBe(200);

    release();
    await done;
    remove();
    expect((await fetch(`${baseUrlOf(server)}/readyz`)).status).toBe(200);
  });
});
