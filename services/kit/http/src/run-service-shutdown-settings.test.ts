import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { baseConfigSchema, type BaseConfig } from '@quizlink/kit-config';
import { baseUrlOf, createHttpApp, finalizeApp, runService, type RunnableService } from './index.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-http-shutdown-settings-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A request that never answers: only the in-flight grace ends it. */
function hangingRequest(port: number): Promise<string> {
  return new Promise((resolve) => {
    http
      .request({ host: '127.0.0.1', port, path: '/hang', agent: false }, (res) => resolve(`answered ${res.statusCode}`))
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      .end();
  });
}

async function startService(env: Record<string, string>, stop: () => Promise<void> = async () => undefined) {
  let arrived!: () => void;
  const inFlight = new Promise<void>((r) => (arrived = r));
  let exitCode!: (code: number) => void;
  const exited = new Promise<number>((r) => (exitCode = r));
  const loadConfig = (): BaseConfig => baseConfigSchema.parse({ PORT: 0, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const server = await runService({
    name: 'settings',
    loadConfig,
    process: { signals: ['SIGUSR2'], exit: exitCode },
    create: async ({ logger }): Promise<RunnableService> => {
      const app = createHttpApp({ service: 'settings', logger });
      app.get('/hang', () => arrived());
      finalizeApp(app, logger);
      return { app, start: async () => undefined, stop };
    },
  });
  return { port: Number(new URL(baseUrlOf(server!)).port), inFlight, exited };
}

describe('runService takes its shutdown bounds from the configuration (SHUTDOWN_*)', () => {
  it('When a request outlasts SHUTDOWN_IN_FLIGHT_GRACE_MS, then its connection is cut then and the process exits 0', async () => {
    const service = await startService({ SHUTDOWN_IN_FLIGHT_GRACE_MS: '150', SHUTDOWN_OUTBOX_FLUSH_MS: '50', SHUTDOWN_TIMEOUT_MS: '5000' });
    const request = hangingRequest(service.port);
    await service.inFlight;
    const signalled = Date.now();
    process.emit('SIGUSR2', 'SIGUSR2');

    expect(await request).toBe('ECONNRESET');
    expect(await service.exited).toBe(0);
    // Cut at the configured grace, not the 10 s default.
    expect(Date.now() - signalled).toBeLessThan(3000);
  });

  it('When the shutdown outlasts SHUTDOWN_TIMEOUT_MS, then the process exits 1 at that bound', async () => {
    const stuck = () => new Promise<void>(() => undefined);
    const service = await startService({ SHUTDOWN_IN_FLIGHT_GRACE_MS: '50', SHUTDOWN_OUTBOX_FLUSH_MS: '50', SHUTDOWN_TIMEOUT_MS: '300' }, stuck);
    const signalled = Date.now();
    process.emit('SIGUSR2', 'SIGUSR2');

    expect(await service.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(290);
    expect(Date.now() - signalled).toBeLessThan(3000);
  });
});
