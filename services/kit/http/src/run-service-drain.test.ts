import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';
import { baseConfigSchema, type BaseConfig } from '@quizlink/kit-config';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { addToOutbox, outboxMigrations, startOutboxRelay } from '@quizlink/kit-events';
import { createLogger } from '@quizlink/kit-logger';
import { baseUrlOf, createHttpApp, finalizeApp, runService, type RunnableService } from './index.ts';

const TOPIC = 'attempt.events.v1';
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-http-drain-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const loadConfig = (): BaseConfig => baseConfigSchema.parse({ PORT: 0, LOG_LEVEL: 'silent', DATA_DIR: dataDir });

const submitted = (n: number): DomainEvent => ({
  id: randomUUID(),
  type: EVENT_TYPES.attemptSubmitted,
  version: 1,
  occurredAt: new Date().toISOString(),
  key: '1',
  data: { attemptId: randomUUID(), quizId: 1, userAnswerId: n, userName: 'Ann', score: 1, totalQuestions: 1, completedAt: new Date().toISOString(), answers: [{ questionId: 1, userAnswer: 'A', isCorrect: true }], openEndedAnswers: [] },
});

function post(port: number, urlPath: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, method: 'POST', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      })
      .on('error', reject)
      .end();
  });
}

describe('runService drain on SIGTERM', () => {
  it('When the signal arrives mid-request, then the request completes and the event it committed is published before exit', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let arrived!: () => void;
    const inFlight = new Promise<void>((r) => (arrived = r));
    let exitCode!: (code: number) => void;
    const exited = new Promise<number>((r) => (exitCode = r));

    const server = await runService({
      name: 'drain',
      loadConfig,
      bus: true,
      // As the attempt service runs: its stop() (relay included) comes before the server closes.
      stopServiceFirst: true,
      process: { signals: ['SIGUSR2'], exit: exitCode },
      create: async ({ sequelize, bus, logger }): Promise<RunnableService> => {
        await runMigrations(sequelize, [...outboxMigrations], logger);
        const app = createHttpApp({ service: 'drain', logger });
        let n = 0;
        app.post('/submit', async (_req, res) => {
          arrived();
          await gate;
          n += 1;
          await sequelize.transaction((t) => addToOutbox(sequelize, TOPIC, submitted(n), t));
          res.status(201).json({ n });
        });
        finalizeApp(app, logger);
        let relay: ReturnType<typeof startOutboxRelay> | undefined;
        return {
          app,
          start: async () => void (relay = startOutboxRelay({ sequelize, bus, logger, intervalMs: 20 })),
          stop: async () => relay?.stop(),
        };
      },
    });
    const port = Number(new URL(baseUrlOf(server!)).port);
    expect((await fetch(`${baseUrlOf(server!)}/readyz`)).status).toBe(200);

    const submission = post(port, '/submit');
    await inFlight;
    process.emit('SIGUSR2', 'SIGUSR2');
    // The relay is stopped now; the request commits its event only after this.
    await new Promise((r) => setTimeout(r, 100));
    release();

    expect(await submission).toEqual({ status: 201 });
    expect(await exited).toBe(0);
    await expect(post(port, '/submit')).rejects.toThrow(/ECONNREFUSED/);

    const check = await openDatabase({ sqliteFile: path.join(dataDir, 'drain.sqlite'), logger: createLogger({ service: 'check', level: 'silent' }) });
    const rows = await check.query<{ published: number }>('SELECT published_at IS NOT NULL AS published FROM outbox_events', { type: QueryTypes.SELECT });
    await check.close();
    expect(rows.map((r) => Number(r.published))).toEqual([1]);
  });
});
