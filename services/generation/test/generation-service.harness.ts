import { randomUUID } from 'node:crypto';
import type { DraftStatus, DraftStatusValue } from '@quizlink/contracts/draft';
import { openDatabase } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { call, serveForTest } from '@quizlink/kit-http/testing';
import { createLogger } from '@quizlink/kit-logger';
import type { Sequelize } from 'sequelize';
import type { UploadedFile } from '../src/domain/draft-model.ts';
import { CancelledError } from '../src/domain/draft-model.ts';
import type { OcrEngine, OcrOptions } from '../src/domain/ocr.ts';
import { createGenerationService, generationConfigSchema, type GenerationServicePorts } from '../src/index.ts';

export type Harness = {
  baseUrl: string;
  sequelize: Sequelize;
  db: TestDatabase;
  /** Starts another instance of the service on the same database (a second replica, or after a restart). */
  startReplica(): Promise<{ baseUrl: string; close(): Promise<void> }>;
  stopService(): Promise<void>;
  close(): Promise<void>;
};

export type HarnessOptions = Partial<Pick<GenerationServicePorts, 'ocr' | 'llm' | 'heartbeatMs' | 'retryBaseDelayMs'>> & { env?: Record<string, string> };

/**
 * The generation service on a random port against a fresh database (MySQL when DATABASE_URL is set,
 * SQLite otherwise) and Redis rate limits when REDIS_URL is set. Each harness has its own client-key
 * salt, so rate limits never leak between test files sharing a Redis.
 */
export async function startGenerationService(label: string, opts: HarnessOptions = {}): Promise<Harness> {
  const logger = createLogger({ service: `generation-test-${label}`, level: 'silent' });
  const db = await createTestDatabase(`generation_${label}`);
  const sequelize = await openDatabase({ url: db.url, sqliteFile: db.sqliteFile, logger });
  const config = generationConfigSchema.parse({
    PORT: '0',
    REDIS_URL: process.env.REDIS_URL,
    CLIENT_KEY_SALT: `test-${randomUUID()}`,
    GENERATION_RATE_PER_MINUTE: '1000',
    ...opts.env,
  });
  const make = async () =>
    serveForTest(
      await createGenerationService({ config, sequelize, logger, ocr: opts.ocr, llm: opts.llm, heartbeatMs: opts.heartbeatMs ?? 100, retryBaseDelayMs: opts.retryBaseDelayMs ?? 5 }),
    );
  const main = await make();
  const replicas: Array<{ close(): Promise<void> }> = [];
  return {
    baseUrl: main.baseUrl,
    sequelize,
    db,
    async startReplica() {
      const replica = await make();
      replicas.push(replica);
      return replica;
    },
    stopService: main.close,
    async close() {
      for (const replica of replicas) await replica.close();
      await main.close();
      await sequelize.close();
      await db.drop();
    },
  };
}

/** A multipart form as the browser sends it: files plus fields (objects as JSON text). */
export function form(files: UploadedFile[], fields: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  for (const file of files) data.append('files', new Blob([new Uint8Array(file.buffer)]), file.name);
  return data;
}

export const SETTINGS = { timingType: 'total', timeLimit: 600, autoSubmit: true, userName: 'Ada' };

/** Polls draft-status until the draft reaches one of `statuses`. */
export async function waitForStatus(baseUrl: string, sessionId: string, statuses: DraftStatusValue[] = ['ready', 'failed', 'cancelled'], timeoutMs = 20_000): Promise<DraftStatus> {
  return waitForDraft(baseUrl, sessionId, (status) => statuses.includes(status.status), timeoutMs);
}

/** Polls draft-status until `seen` accepts what it answers (e.g. progress naming a file). */
export async function waitForDraft(baseUrl: string, sessionId: string, seen: (status: DraftStatus) => boolean, timeoutMs = 20_000): Promise<DraftStatus> {
  const started = Date.now();
  for (;;) {
    const res = await call(baseUrl, 'GET', `/api/auto-create/draft-status/${sessionId}`);
    if (res.status !== 200) throw new Error(`draft-status answered ${res.status}`);
    const status = res.body.data as DraftStatus;
    if (seen(status)) return status;
    if (Date.now() - started > timeoutMs) throw new Error(`draft stayed ${status.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An OCR engine that takes `ms` per image (cancellable), to keep a draft running while a test acts. */
export function slowOcr(ms: number, text = 'The Nile is the longest river in Africa. Cairo is the capital city of Egypt. The Sahara is a large desert.'): OcrEngine & { calls: number } {
  const engine = {
    calls: 0,
    recognize(_image: Buffer, { signal }: OcrOptions = {}) {
      engine.calls += 1;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => resolve(text), ms);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new CancelledError());
        });
      });
    },
    hasLanguage: () => true,
    close: async () => undefined,
  };
  return engine;
}
