import { randomBytes, randomUUID } from 'node:crypto';
import type express from 'express';
import type { Sequelize } from 'sequelize';
import { INTERNAL_PATH_PREFIX } from '@quizlink/contracts/http';
import { TOPICS } from '@quizlink/contracts/events';
import { LIVE_STREAM_TERMS } from '@quizlink/contracts/platform';
import { createTokenVerifier } from '@quizlink/kit-auth-token';
import type { Cache } from '@quizlink/kit-cache';
import { pingDatabase, runMigrations } from '@quizlink/kit-db';
import { createProcessedEventsSweeper, outboxRetentionMs, processedEventsCutoff, startOutboxRelay, subscriptionSet, type EventBus } from '@quizlink/kit-events';
import { createHttpApp, finalizeApp } from '@quizlink/kit-http';
import { createLiveHub } from '@quizlink/kit-live';
import type { Logger } from '@quizlink/kit-logger';
import type { QuizConfig } from './config.ts';
import { defineDashboardAttemptModel } from './data-access/dashboard-attempt.model.ts';
import { createDashboardAttemptRepository } from './data-access/dashboard-attempt.repository.ts';
import { quizMigrations } from './data-access/migrations/index.ts';
import { defineQuizModels } from './data-access/quiz.model.ts';
import { createQuestionInsertionRepository } from './data-access/question-insertion.repository.ts';
import { createQuizRemovalRepository } from './data-access/quiz-removal.repository.ts';
import { createQuizRepository } from './data-access/quiz.repository.ts';
import { createUserRepository } from './data-access/user.repository.ts';
import { defineUserModel } from './data-access/user.model.ts';
import { purgeExpiredQuizzes } from './domain/delete-quiz.ts';
import type { RandomInt } from './domain/random-source.ts';
import { DASHBOARD_CONSUMER_GROUP, attemptSubmittedConsumer } from './entry-points/events/attempt-submitted.consumer.ts';
import { liveDashboardConsumer, liveDashboardGroup } from './entry-points/events/live-dashboard.consumer.ts';
import { createProjectionSignal, type ProjectionSignal } from './entry-points/events/projection-signal.ts';
import { creatorRoutes } from './entry-points/http/creator.routes.ts';
import { internalRoutes } from './entry-points/http/internal.routes.ts';
import { questionsRoutes } from './entry-points/http/questions.routes.ts';
import { requireServiceCredential } from './entry-points/http/service-credential.ts';
import { quizzesRoutes } from './entry-points/http/quizzes.routes.ts';
import { usersRoutes } from './entry-points/http/users.routes.ts';
import { startCleanupJob } from './entry-points/jobs/cleanup.job.ts';

type ServiceConfig = Pick<QuizConfig, 'QUIZ_LIFETIME_DAYS'> &
  Partial<Pick<QuizConfig, 'AUTH_TOKEN_SECRET' | 'INTERNAL_SERVICE_TOKEN' | 'QUIZ_CLEANUP_INTERVAL_MS' | 'PROCESSED_EVENTS_RETENTION_DAYS' | 'OUTBOX_INTERVAL_MS' | 'OUTBOX_RETENTION_MINUTES' | 'LIVE_MAX_CLIENTS' | 'LIVE_HEARTBEAT_MS'>>;

export type QuizServicePorts = {
  config: ServiceConfig;
  sequelize: Sequelize;
  cache: Cache;
  bus: EventBus;
  logger: Logger;
  /** Injected so tests can move time past a quiz's lifetime. */
  clock?: () => Date;
  /** Injected so tests can force identifier collisions; the CSPRNG otherwise. */
  random?: RandomInt;
};

export type QuizService = {
  app: express.Express;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One run of the clean-up job now (the job also runs on its own interval once started): the count of quizzes purged. */
  purgeExpired(): Promise<number>;
};

/** The configured service credential, or (outside production, where config requires it) a random one that nobody else knows. */
function serviceCredential(config: ServiceConfig, logger: Logger): string {
  if (config.INTERNAL_SERVICE_TOKEN) return config.INTERNAL_SERVICE_TOKEN;
  logger.warn('INTERNAL_SERVICE_TOKEN is not set: internal routes (answer keys, users) refuse every caller; set the same value on the attempt service');
  return randomBytes(32).toString('base64url');
}

/** Migrates the quiz database and wires the HTTP app; start() subscribes consumers and starts the relay and the clean-up job. */
export async function createQuizService(ports: QuizServicePorts): Promise<QuizService> {
  const { sequelize, cache, bus, logger, config } = ports;
  const clock = ports.clock ?? (() => new Date());
  await runMigrations(sequelize, quizMigrations, logger);

  const models = { ...defineQuizModels(sequelize), DashboardAttempt: defineDashboardAttemptModel(sequelize) };
  const users = createUserRepository(defineUserModel(sequelize), clock);
  const quizzes = createQuizRepository(sequelize, models);
  const dashboard = createDashboardAttemptRepository(models, clock);
  const store = {
    ...users,
    ...quizzes,
    ...createQuizRemovalRepository(sequelize, models),
    ...createQuestionInsertionRepository(sequelize, models),
    listReadModelAttempts: dashboard.listReadModelAttempts,
  };
  let running: { relay: ReturnType<typeof startOutboxRelay>; cleanup: { stop(): void }; projection: ProjectionSignal } | undefined;
  // A failed publish keeps the rows for the relay's next poll: nothing to handle here.
  const publishOutboxNow = () => void running?.relay.flush().catch(() => undefined);
  const deps = { store, clock, lifetimeDays: config.QUIZ_LIFETIME_DAYS, random: ports.random, publishOutboxNow };
  const sweepProcessedEvents = createProcessedEventsSweeper(sequelize);
  /** One run of the clean-up job: the expired quizzes, then the records of events handled past their retention (kit-events). */
  const cleanUp = async (): Promise<number> => {
    const purged = await purgeExpiredQuizzes(deps);
    await sweepProcessedEvents(processedEventsCutoff(clock(), config.PROCESSED_EVENTS_RETENTION_DAYS));
    return purged;
  };
  // Paused while no dashboard is open on this instance: it then reads no attempt events for the push.
  const liveFeed = subscriptionSet();
  const live = createLiveHub({ logger, ...LIVE_STREAM_TERMS, heartbeatMs: config.LIVE_HEARTBEAT_MS, maxClients: config.LIVE_MAX_CLIENTS, feed: liveFeed });

  const app = createHttpApp({
    service: 'quiz',
    logger,
    readiness: [
      function database() { return pingDatabase(sequelize); },
      function cacheReachable() { return cache.ping(); },
      function busReachable() { return bus.ping(); },
    ],
  });
  // Before every router: whichever one defines an /internal/* route, it is never reached without the credential.
  app.use(INTERNAL_PATH_PREFIX, requireServiceCredential(serviceCredential(config, logger)));
  app.use(usersRoutes(users));
  app.use(creatorRoutes({ ...deps, live }));
  const adminTokens = config.AUTH_TOKEN_SECRET ? createTokenVerifier({ secret: config.AUTH_TOKEN_SECRET, clock }) : undefined;
  app.use(quizzesRoutes({ ...deps, adminTokens }));
  app.use(questionsRoutes(deps));
  app.use(internalRoutes(deps));
  finalizeApp(app, logger);

  return {
    app,
    async start() {
      if (running) return;
      const relay = startOutboxRelay({ sequelize, bus, logger, intervalMs: config.OUTBOX_INTERVAL_MS ?? 500, retentionMs: outboxRetentionMs(config.OUTBOX_RETENTION_MINUTES) });
      const cleanup = startCleanupJob({ run: cleanUp, intervalMs: config.QUIZ_CLEANUP_INTERVAL_MS ?? 0, logger });
      // The live push waits for this instance's projector rather than writing the rows a second time.
      const projection = createProjectionSignal();
      running = { relay, cleanup, projection };
      await bus.subscribe({ topic: TOPICS.attemptEvents, groupId: DASHBOARD_CONSUMER_GROUP, handler: attemptSubmittedConsumer({ sequelize, logger, dashboard, onProjected: projection.projected }) });
      const liveHandler = liveDashboardConsumer({ dashboard, live, projection });
      const group = liveDashboardGroup(randomUUID());
      for (const topic of [TOPICS.attemptEvents, TOPICS.quizEvents]) liveFeed.add(await bus.subscribe({ topic, groupId: group, handler: liveHandler, from: 'newest' }));
    },
    // The bus port has no unsubscribe: consumers end when their owner closes the bus (see main.ts).
    async stop() {
      live.close();
      running?.cleanup.stop();
      running?.projection.close();
      await running?.relay.stop();
      running = undefined;
    },
    purgeExpired: cleanUp,
  };
}
