import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { baseConfigSchema, type BaseConfig } from '@quizlink/kit-config';
import type { EventBus } from '@quizlink/kit-events';
import type { Logger } from '@quizlink/kit-logger';
import { baseUrlOf, createHttpApp, finalizeApp, runService, type RunnableService } from './index.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-http-run-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The embedded defaults (no DATABASE_URL, REDIS_URL or KAFKA_BROKERS): SQLite under dataDir, memory cache, in-process bus. */
const loadConfig = (): BaseConfig => baseConfigSchema.parse({ PORT: 0, LOG_LEVEL: 'silent', DATA_DIR: dataDir });

function waitForExit(): { exit: (code: number) => void; code: Promise<number> } {
  let resolveCode!: (code: number) => void;
  const code = new Promise<number>((resolve) => (resolveCode = resolve));
  return { exit: (c) => resolveCode(c), code };
}

/** A service that records its life: the order of stop and of the server's closing, and what it was given. */
function recordingService(events: string[], seen: { bus?: EventBus }) {
  return async (ports: { logger: Logger; bus?: EventBus }): Promise<RunnableService> => {
    seen.bus = ports.bus;
    const app = createHttpApp({ service: 'run-test', logger: ports.logger });
    app.get('/hello', (_req, res) => {
      res.json({ hello: 'world' });
    });
    finalizeApp(app, ports.logger);
    return {
      app,
      start: async () => void events.push('start'),
      stop: async () => void events.push('stop'),
    };
  };
}

function recordClose(server: http.Server, events: string[]) {
  server.on('close', () => events.push('server closed'));
}

describe('runService', () => {
  it('When started, then the service is created on a SQLite file under DATA_DIR, started and served on HOST:PORT', async () => {
    const events: string[] = [];
    const seen: { bus?: EventBus } = {};
    const { exit, code } = waitForExit();
    const server = await runService({ name: 'demo', loadConfig, create: recordingService(events, seen), process: { signals: ['SIGUSR2'], exit } });
    expect(server).toBeDefined();
    const res = await fetch(`${baseUrlOf(server!)}/hello`);
    expect(await res.json()).toEqual({ hello: 'world' });
    expect(fs.existsSync(path.join(dataDir, 'demo.sqlite'))).toBe(true);
    expect(events).toEqual(['start']);
    expect(seen.bus).toBeUndefined();

    recordClose(server!, events);
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await code).toBe(0);
    expect(events).toEqual(['start', 'server closed', 'stop']);
  });

  it('When asked for a bus and to stop the service first, then the service gets a bus and is stopped before the server closes', async () => {
    const events: string[] = [];
    const seen: { bus?: EventBus } = {};
    const { exit, code } = waitForExit();
    const server = await runService({
      name: 'demo',
      loadConfig,
      bus: true,
      stopServiceFirst: true,
      create: recordingService(events, seen),
      process: { signals: ['SIGUSR2'], exit },
    });
    await expect(seen.bus!.ping()).resolves.toBeUndefined();
    recordClose(server!, events);
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await code).toBe(0);
    expect(events).toEqual(['start', 'stop', 'server closed']);
  });

  it('When the service fails to start, then the process exits 1 and nothing is served', async () => {
    const { exit, code } = waitForExit();
    const server = await runService({
      name: 'demo',
      loadConfig,
      create: async () => {
        throw new Error('migration failed');
      },
      process: { signals: ['SIGUSR2'], exit },
    });
    expect(await code).toBe(1);
    expect(server).toBeUndefined();
  });
});
