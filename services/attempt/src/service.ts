import { randomUUID } from 'node:crypto';
import type express from 'express';
import type { Sequelize } from 'sequelize';
import { TOPICS } from '@quizlink/contracts/events';
import { LIVE_STREAM_TERMS } from '@quizlink/contracts/platform';
import type { Cache } from '@quizlink/kit-cache';
import { pingDatabase, runMigrations } from '@quizlink/kit-db';
import { outboxRetentionMs, startOutboxRelay, subscriptionSet, type EventBus } from '@quizlink/kit-events';
import { createHttpApp, finalizeApp, trustProxyFor } from '@quizlink/kit-http';
import { createLiveHub } from '@quizlink/kit-live';
import { createLimiterFactory, retryAfterHeader } from '@quizlink/kit-login-guard';
import type { Logger } from '@quizlink/kit-logger';
import type { AttemptConfig } from './config.ts';
import { createAnswerKeyClient } from './data-access/answer-key.client.ts';
import { defineAttemptModel, defineAttemptStartModel } from './data-access/attempt.model.ts';
import { createAttemptRepository } from './data-access/attempt.repository.ts';
import { attemptMigrations } from './data-access/migrations/index.ts';
import { withServiceCredential } from './data-access/quiz-service.fetch.ts';
import { createUserDirectoryClient } from './data-access/user-directory.client.ts';
import { newOrderedId } from './domain/ordered-ids.ts';
import { liveResultsConsumer, liveResultsGroup } from './entry-points/events/live-results.consumer.ts';
import { QUIZ_DATA_CONSUMER_GROUP, quizEventsConsumer } from './entry-points/events/quiz-events.consumer.ts';
import { attemptsRoutes } from './entry-points/http/attempts.routes.ts';

type ServiceConfig = Pick<AttemptConfig, 'QUIZ_SERVICE_URL' | 'QUIZ_SERVICE_TIMEOUT_MS' | 'ANSWER_KEY_CACHE_SECONDS' | 'OUTBOX_INTERVAL_MS' | 'INTERNAL_SERVICE_TOKEN'> &
  Partial<
    Pick<
      AttemptConfig,
      'ATTEMPT_TIME_GRACE_SECONDS' | 'OUTBOX_RETENTION_MINUTES' | 'LIVE_MAX_CLIENTS' | 'LIVE_HEARTBEAT_MS' | 'LIVE_COALESCE_MS' | 'ATTEMPT_START_RATE_LIMIT_PER_MINUTE' | 'REDIS_URL' | 'CACHE_KEY_PREFIX' | 'TRUST_PROXY' | 'NODE_ENV'
    >
  >;

/** A taker id, once known, stays known: users are never deleted. */
const USER_CACHE_SECONDS = 24 * 60 * 60;

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
  /** Namespace of the rate-limit counters (default `<CACHE_KEY_PREFIX>attempt`): tests keep runs apart. */
  rateLimitNamespace?: string;
};

export type AttemptService = { app: express.Express; start(): Promise<void>; stop(): Promise<void>; closeAfterDrain(): Promise<void> };

/** Migrates the attempt database and wires the HTTP app; start() runs the outbox relay and the consumers. */
export async function createAttemptService(ports: AttemptServicePorts): Promise<AttemptService> {
  const { config, sequelize, cache, bus, logger } = ports;
  await runMigrations(sequelize, attemptMigrations, logger);

  const clock = ports.clock ?? (() => new Date());
  let relay: ReturnType<typeof startOutboxRelay> | undefined;
  const store = createAttemptRepository(
    sequelize,
    { Attempt: defineAttemptModel(sequelize), AttemptStart: defineAttemptStartModel(sequelize) },
    { afterEventCommitted: () => relay?.notify() },
  );
  if (!config.INTERNAL_SERVICE_TOKEN) logger.warn('INTERNAL_SERVICE_TOKEN is not set: the quiz service will refuse answer-key and user calls');
  // Every call to the quiz service's internal routes carries the service credential.
  const quizServiceFetch = withServiceCredential(ports.fetch ?? globalThis.fetch, config.INTERNAL_SERVICE_TOKEN);
  const answerKeys = createAnswerKeyClient({
    baseUrl: config.QUIZ_SERVICE_URL,
    fetch: quizServiceFetch,
    timeoutMs: config.QUIZ_SERVICE_TIMEOUT_MS,
    cache,
    cacheTtlSeconds: config.ANSWER_KEY_CACHE_SECONDS,
    logger,
  });
  const users = createUserDirectoryClient({
    baseUrl: config.QUIZ_SERVICE_URL,
    fetch: quizServiceFetch,
    timeoutMs: config.QUIZ_SERVICE_TIMEOUT_MS,
    cache,
    cacheTtlSeconds: USER_CACHE_SECONDS,
    logger,
  });
  const limiters = createLimiterFactory({ redisUrl: config.REDIS_URL, namespace: ports.rateLimitNamespace ?? `${config.CACHE_KEY_PREFIX ?? ''}attempt`, logger });
  const startLimiter = limiters.create({ keyPrefix: 'start', points: config.ATTEMPT_START_RATE_LIMIT_PER_MINUTE ?? 30, durationSeconds: 60 });
  // Results pages only learn that the board changed and read it again: pushes per quiz are coalesced.
  // Paused while no results page is open on this instance: it then reads no attempt events at all.
  const liveFeed = subscriptionSet();
  const live = createLiveHub({
    logger,
    feed: liveFeed,
    ...LIVE_STREAM_TERMS,
    heartbeatMs: config.LIVE_HEARTBEAT_MS,
    maxClients: config.LIVE_MAX_CLIENTS,
    coalesceMs: config.LIVE_COALESCE_MS,
  });
  // Attempt and event ids in time order (UUIDv7): each submission's rows join the end of every index keyed
  // by them (attempts, outbox events, the dashboard's rows, processed events) instead of a random leaf.
  const deps = { store, answerKeys, clock, newId: newOrderedId, graceSeconds: config.ATTEMPT_TIME_GRACE_SECONDS ?? 15, live };

  const app = createHttpApp({
    service: 'attempt',
    logger,
    trustProxy: trustProxyFor({ TRUST_PROXY: config.TRUST_PROXY, NODE_ENV: config.NODE_ENV ?? 'development' }),
    readiness: [
      function database() { return pingDatabase(sequelize); },
      function cacheReachable() { return cache.ping(); },
      function busReachable() { return bus.ping(); },
    ],
  });
  app.use(attemptsRoutes({ ...deps, users, startLimiter }));
  app.use(retryAfterHeader());
  finalizeApp(app, logger);

  return {
    app,
    async start() {
      if (relay) return;
      relay = startOutboxRelay({ sequelize, bus, logger, intervalMs: config.OUTBOX_INTERVAL_MS, retentionMs: outboxRetentionMs(config.OUTBOX_RETENTION_MINUTES) });
      await bus.subscribe({ topic: TOPICS.quizEvents, groupId: QUIZ_DATA_CONSUMER_GROUP, handler: quizEventsConsumer({ logger, store, answerKeys }) });
      const liveHandler = liveResultsConsumer({ live });
      const group = liveResultsGroup(randomUUID());
      for (const topic of [TOPICS.attemptEvents, TOPICS.quizEvents]) liveFeed.add(await bus.subscribe({ topic, groupId: group, handler: liveHandler, from: 'newest' }));
    },
    /** Ends the live streams and the relay; requests in flight may still start attempts, so the limiter stays open. */
    async stop() {
      live.close();
      await relay?.stop();
      relay = undefined;
    },
    /** After the server has drained: the start limiter's store. */
    async closeAfterDrain() {
      await limiters.close();
    },
  };
}
