import type http from 'node:http';
import path from 'node:path';
import type { Express } from 'express';
import type { Sequelize } from 'sequelize';
import { createCache, type Cache } from '@quizlink/kit-cache';
import { shutdownTimingOf, type BaseConfig } from '@quizlink/kit-config';
import { openDatabase } from '@quizlink/kit-db';
import { createEventBus, flushOutboxAtShutdown, type EventBus } from '@quizlink/kit-events';
import { closeServer, onShutdown, type OnShutdownOptions, type ShutdownTiming } from '@quizlink/kit-lifecycle';
import { createLogger, type Logger } from '@quizlink/kit-logger';
import { listen } from './listen.ts';
import { startServiceObservability } from './service-observability.ts';

/**
 * What every service factory returns. `closeAfterDrain`: what requests in flight may still use (a rate
 * limiter's store), closed once the server has drained, after stop().
 */
export type RunnableService = { app: Express; start(): Promise<void>; stop(): Promise<void>; closeAfterDrain?(): Promise<void> };

export type ServicePorts<C> = { config: C; sequelize: Sequelize; cache: Cache; logger: Logger };

type RunServiceOptions<C extends BaseConfig> = {
  /** The service's name: its logger, SQLite file `<DATA_DIR>/<name>.sqlite`, cache prefix and Kafka client. */
  name: string;
  /** Reads and checks the environment (prints every problem and exits on a bad one). */
  loadConfig: () => C;
  /** Default `<name>:`; CACHE_KEY_PREFIX goes in front. */
  cacheKeyPrefix?: string;
  /**
   * Stop the service before closing the server: for a service whose stop() ends long-lived responses
   * (live event streams), which would otherwise hold the server open until its grace runs out.
   */
  stopServiceFirst?: boolean;
  /** Extra fields for the "listening" log line. */
  listeningDetails?: (config: C) => Record<string, unknown>;
  /** Tests only: other signals, and an exit that does not end the test process. */
  process?: Pick<OnShutdownOptions, 'signals' | 'exit'>;
  /** Bounds of the shutdown steps; default the configuration's SHUTDOWN_* values (kit-config). Tests only. */
  shutdownTiming?: Partial<ShutdownTiming>;
};

/**
 * A service's main: load the config → open its ports (database, cache, event bus if asked) → create the
 * service → start it → listen on HOST:PORT; on SIGTERM/SIGINT drain and close everything in order:
 * unready at once, no new connections, requests in flight finish (bounded), the outbox is flushed
 * once (events those requests committed), then bus (consumers), cache and database close. A
 * failure on the way is logged as fatal and exits 1. Resolves with the listening server (undefined after
 * a failure, when `process.exit` is injected).
 */
export function runService<C extends BaseConfig>(
  opts: RunServiceOptions<C> & { bus: true; create(ports: ServicePorts<NoInfer<C>> & { bus: EventBus }): Promise<RunnableService> },
): Promise<http.Server | undefined>;
export function runService<C extends BaseConfig>(
  opts: RunServiceOptions<C> & { bus?: false; create(ports: ServicePorts<NoInfer<C>>): Promise<RunnableService> },
): Promise<http.Server | undefined>;
export async function runService<C extends BaseConfig>(
  opts: RunServiceOptions<C> & { bus?: boolean; create(ports: ServicePorts<C> & { bus?: EventBus }): Promise<RunnableService> },
): Promise<http.Server | undefined> {
  const { name } = opts;
  const config = opts.loadConfig();
  const logger = createLogger({ service: name, level: config.LOG_LEVEL });
  const exit = opts.process?.exit ?? ((code: number) => process.exit(code));
  try {
    // In production the migration job has run first: the service only checks the schema version (issue 15).
    const schema = config.NODE_ENV === 'production' ? 'verify' : 'migrate';
    const sequelize = await openDatabase({ url: config.DATABASE_URL, sqliteFile: path.join(config.DATA_DIR, `${name}.sqlite`), logger, schema });
    const cache = createCache({ redisUrl: config.REDIS_URL, keyPrefix: `${config.CACHE_KEY_PREFIX}${opts.cacheKeyPrefix ?? `${name}:`}`, logger });
    const bus = opts.bus
      ? createEventBus({ kafkaBrokers: config.KAFKA_BROKERS, clientId: `${name}-service`, topicPrefix: config.KAFKA_TOPIC_PREFIX, logger })
      : undefined;
    const service = await opts.create({ config, sequelize, cache, logger, ...(bus ? { bus } : {}) });
    await service.start();
    const server = await listen(service.app, { port: config.PORT, host: config.HOST });
    logger.info({ address: server.address(), ...opts.listeningDetails?.(config) }, `${name} service listening`);
    const stopObservability = await startServiceObservability({ service: name, metricsPort: config.METRICS_PORT, host: config.HOST, sequelize, outbox: Boolean(bus), logger });
    const stopService = () => service.stop();
    const timing = { ...shutdownTimingOf(config), ...opts.shutdownTiming };
    const closeHttpServer = () => closeServer(server, timing.inFlightGraceMs);
    const flushOutbox = async () => void (bus && (await flushOutboxAtShutdown({ sequelize, bus, logger, timeoutMs: timing.outboxFlushMs })));
    const closeBus = async () => bus?.close();
    const closeCache = () => cache.close();
    const closeDatabase = () => sequelize.close();
    const closeAfterDrain = async () => service.closeAfterDrain?.();
    const first = opts.stopServiceFirst ? [stopService, closeHttpServer] : [closeHttpServer, stopService];
    onShutdown(logger, [...first, closeAfterDrain, ...(bus ? [flushOutbox, closeBus] : []), closeCache, stopObservability, closeDatabase], {
      timeoutMs: timing.totalMs,
      ...opts.process,
    });
    return server;
  } catch (error) {
    logger.fatal({ err: error }, `${name} service failed to start`);
    exit(1);
    return undefined;
  }
}
