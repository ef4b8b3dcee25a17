import type express from 'express';
import type { Sequelize } from 'sequelize';
import type { Cache } from '@quizlink/kit-cache';
import { pingDatabase, runMigrations } from '@quizlink/kit-db';
import type { EventBus } from '@quizlink/kit-events';
import { createHttpApp, finalizeApp, trustProxyFor, type ReadinessCheck } from '@quizlink/kit-http';
import type { Logger } from '@quizlink/kit-logger';
import { createLimiterFactory } from '@quizlink/kit-login-guard';
import type { GenerationConfig } from './config.ts';
import { defineDraftModels } from './data-access/draft.model.ts';
import { createDraftRepository } from './data-access/draft.repository.ts';
import { generationMigrations } from './data-access/migrations/index.ts';
import { readDocument } from './data-access/readers/document-readers.ts';
import { createTesseractOcr } from './data-access/readers/tesseract-ocr.ts';
import { createInFlight, type DraftEngine } from './domain/draft-engine.ts';
import { createDraftRunner } from './domain/draft-runner.ts';
import type { OcrEngine } from './domain/ocr.ts';
import { createOfflineGenerator } from './domain/offline/offline-generator.ts';
import type { QuestionProvider } from './domain/question-provider.ts';
import { generationLimits } from './entry-points/http/abuse-limits.ts';
import { loadWordLexicons } from './data-access/word-lexicons.ts';
import { draftRoutes } from './entry-points/http/drafts.routes.ts';
import { specCompatibilityRoutes } from './entry-points/http/spec-compatibility.routes.ts';
import { suggestionRoutes } from './entry-points/http/suggestions.routes.ts';
import { timeGenerationJob, trackGenerationJobs } from './generation-metrics.ts';

export type GenerationServicePorts = {
  config: GenerationConfig;
  sequelize: Sequelize;
  logger: Logger;
  /** Checked by /readyz when given. */
  cache?: Cache;
  bus?: EventBus;
  clock?: () => Date;
  /** Replaces the OCR engine (tests); default: tesseract.js with the bundled language data. */
  ocr?: OcrEngine | null;
  /** Replaces the language model (tests); default: OpenAI through LangChain when OPENAI_API_KEY is set. */
  llm?: QuestionProvider | null;
  /** How often running drafts save progress and check for a cancel; default 2 s. */
  heartbeatMs?: number;
  /** Backoff base of the model retries; default 500 ms. */
  retryBaseDelayMs?: number;
};

export type GenerationService = { app: express.Express; start(): Promise<void>; stop(): Promise<void> };

/** The language model when one is configured; its libraries (LangChain) are loaded only then. */
async function languageModel(ports: GenerationServicePorts): Promise<QuestionProvider | null> {
  if (ports.llm !== undefined) return ports.llm;
  const { config } = ports;
  if (!config.OPENAI_API_KEY) return null;
  const { createOpenAiQuestionProvider } = await import('./data-access/openai-question.provider.ts');
  return createOpenAiQuestionProvider(
    {
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      baseUrl: config.OPENAI_BASE_URL,
      method: config.OPENAI_STRUCTURED_METHOD,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      maxRetries: config.OPENAI_MAX_RETRIES,
      redact: config.OPENAI_REDACT_PERSONAL_DATA,
      retryBaseDelayMs: ports.retryBaseDelayMs,
    },
    ports.logger,
  );
}

/**
 * Auto Draft: reads documents and images, generates questions (a language model through LangChain when
 * configured, an offline generator otherwise or when the model fails), keeps draft sessions and their
 * suggestion pools in the database, and serves every /api/auto-create call of the spec.
 */
export async function createGenerationService(ports: GenerationServicePorts): Promise<GenerationService> {
  const { config, sequelize, cache, bus, logger } = ports;
  await runMigrations(sequelize, generationMigrations, logger);
  // The offline generator's word knowledge, read once per process (cached on disk after the first start).
  await loadWordLexicons();

  const llm = await languageModel(ports);
  const ocr = ports.ocr !== undefined ? ports.ocr : createTesseractOcr({ langPath: config.TESSERACT_LANG_PATH, logger });
  // Rate limits hold across instances only through Redis; while it is down each instance counts on its own, without waiting.
  const limiters = createLimiterFactory({ redisUrl: config.REDIS_URL, namespace: `${config.CACHE_KEY_PREFIX}generation:limit`, logger });

  const engine: DraftEngine = {
    store: createDraftRepository(defineDraftModels(sequelize)),
    generators: { llm, offline: createOfflineGenerator() },
    extract: {
      readDocument,
      ocr,
      maxOcrPages: config.GENERATION_MAX_OCR_PAGES,
      maxTextChars: config.GENERATION_MAX_TEXT_CHARS,
      imagesToModel: Boolean(llm && config.OPENAI_VISION),
    },
    ocr,
    clock: ports.clock ?? (() => new Date()),
    logger,
    limits: {
      watchTimeoutMs: config.GENERATION_WATCH_TIMEOUT_MS,
      staleAfterMs: config.GENERATION_STALE_AFTER_MS,
      syncDeadlineMs: config.GENERATION_SYNC_DEADLINE_MS,
      maxConcurrent: config.GENERATION_MAX_CONCURRENT,
      maxConcurrentPerClient: config.GENERATION_MAX_CONCURRENT_PER_CLIENT,
      heartbeatMs: ports.heartbeatMs ?? 2000,
    },
    inFlight: createInFlight(),
    timeJob: timeGenerationJob,
  };
  const runner = createDraftRunner(engine);
  const untrackJobs = trackGenerationJobs(runner, engine.inFlight);
  const limits = generationLimits((limiter) => limiters.create(limiter), {
    perMinute: config.GENERATION_RATE_PER_MINUTE,
    perDay: config.GENERATION_DAILY_QUOTA,
    salt: config.CLIENT_KEY_SALT,
  });

  const readiness: ReadinessCheck[] = [function database() { return pingDatabase(sequelize); }];
  if (cache) readiness.push(function cacheReachable() { return cache.ping(); });
  if (bus) readiness.push(function busReachable() { return bus.ping(); });
  const app = createHttpApp({ service: 'generation', logger, readiness, trustProxy: trustProxyFor(config) });
  const deps = { engine, runner, guard: limits.guard, usage: limits.usage, dailyQuota: config.GENERATION_DAILY_QUOTA, salt: config.CLIENT_KEY_SALT };
  app.use(draftRoutes(deps));
  app.use(suggestionRoutes(deps));
  app.use(specCompatibilityRoutes(deps));
  finalizeApp(app, logger);

  logger.info({ generator: llm ? `openai:${llm.model}` : 'offline', vision: engine.extract.imagesToModel }, 'generation service ready');
  return {
    app,
    // The first rate-limit call waits for the Redis connection (bounded), so counting is shared from the first request on.
    async start() {},
    async stop() {
      untrackJobs();
      await runner.stop();
      await ocr?.close();
      await limiters.close();
    },
  };
}
