import { randomUUID } from 'node:crypto';
import type express from 'express';
import type { Sequelize } from 'sequelize';
import { LIVE_STREAM_TERMS, TOPICS } from '@quizlink/contracts';
import type { Cache } from '@quizlink/kit-cache';
import { pingDatabase, runMigrations } from '@quizlink/kit-db';
import { startOutboxRelay, type EventBus } from '@quizlink/kit-events';
import { createHttpApp, finalizeApp } from '@quizlink/kit-http';
import { createLiveHub } from '@quizlink/kit-live';
import type { Logger } from '@quizlink/kit-logger';
import type { AttemptConfig } from './config.ts';
import { createAnswerKeyClient } from './data-access/answer-key.client.ts';
import { defineAttemptModel, defineAttemptStartModel } from './data-access/attempt.model.ts';
import { createAttemptRepository } from './data-access/attempt.repository.ts';
import { attemptMigrations } from './data-access/migrations/index.ts';
import { liveResultsConsumer, liveResultsGroup } from './entry-points/events/live-results.consumer.ts';
import { QUIZ_DATA_CONSUMER_GROUP, quizEventsConsumer } from './entry-points/events/quiz-events.consumer.ts';
import { attemptsRoutes } from './entry-points/http/attempts.routes.ts';

type ServiceConfig = Pick<AttemptConfig, 'QUIZ_SERVICE_URL' | 'QUIZ_SERVICE_TIMEOUT_MS' | 'ANSWER_KEY_CACHE_SECONDS' | 'OUTBOX_INTERVAL_MS'> &
  Partial<Pick<AttemptConfig, 'ATTEMPT_TIME_GRACE_SECONDS' | 'LIVE_MAX_CLIENTS' | 'LIVE_HEARTBEAT_MS'>>;

export type AttemptServicePorts = {
  config: ServiceConfig;
  sequelize: Sequelize;
  cache: Cache;
  bus: EventBus;
  logger: Logger;
  /** Injected so tests can move time past a quiz's lifetime or a timed attempt's deadline. */
  clock?: () => Date;
  /** Injected so tests can stand in for, or break, the quiz service. */
  fetch?: typeof fetch;
};

export type AttemptService = { app: express.Express; start(): Promise<void>; stop(): Promise<void> };

/** Migrates the attempt database and wires the HTTP app; start() runs the outbox relay and the consumers. */
export async function createAttemptService(ports: AttemptServicePorts): Promise<AttemptService> {
  const { config, sequelize, cache, bus, logger } = ports;
  await runMigrations(sequelize, attemptMigrations, logger);

  const clock = ports.clock ?? (() => new Date());
  const store = createAttemptRepository(sequelize, { Attempt: defineAttemptModel(sequelize), AttemptStart: defineAttemptStartModel(sequelize) });
  const answerKeys = createAnswerKeyClient({
    baseUrl: config.QUIZ_SERVICE_URL,
    fetch: ports.fetch ?? globalThis.fetch,
    timeoutMs: config.QUIZ_SERVICE_TIMEOUT_MS,
    cache,
    cacheTtlSeconds: config.ANSWER_KEY_CACHE_SECONDS,
    logger,
  });
  const live = createLiveHub({ logger, ...LIVE_STREAM_TERMS, heartbeatMs: config.LIVE_HEARTBEAT_MS, maxClients: config.LIVE_MAX_CLIENTS });
  const deps = { store, answerKeys, clock, newId: randomUUID, graceSeconds: config.ATTEMPT_TIME_GRACE_SECONDS ?? 15, live };

  const app = createHttpApp({
    service: 'attempt',
    logger,
    readiness: [
      function database() { return pingDatabase(sequelize); },
      function cacheReachable() { return cache.ping(); },
      function busReachable() { return bus.ping(); },
    ],
  });
  app.use(attemptsRoutes(deps));
  finalizeApp(app, logger);

  let relay: ReturnType<typeof startOutboxRelay> | undefined;
  return {
    app,
    async start() {
      if (relay) return;
      relay = startOutboxRelay({ sequelize, bus, logger, intervalMs: config.OUTBOX_INTERVAL_MS });
      await bus.subscribe({ topic: TOPICS.quizEvents, groupId: QUIZ_DATA_CONSUMER_GROUP, handler: quizEventsConsumer({ logger, store, answerKeys }) });
      const liveHandler = liveResultsConsumer({ live, startedAt: clock() });
      const group = liveResultsGroup(randomUUID());
      await bus.subscribe({ topic: TOPICS.attemptEvents, groupId: group, handler: liveHandler });
      await bus.subscribe({ topic: TOPICS.quizEvents, groupId: group, handler: liveHandler });
    },
    async stop() {
      live.close();
      await relay?.stop();
      relay = undefined;
    },
  };
}
