import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { createCache, type Cache } from '@quizlink/kit-cache';
import { openDatabase } from '@quizlink/kit-db';
import { createTestDatabase } from '@quizlink/kit-db/testing';
import { createEventBus, type EventBus } from '@quizlink/kit-events';
import { createLogger, type Logger } from '@quizlink/kit-logger';

export type TestPortsOptions = {
  /** The service under test: names the logger, the database, the cache namespace and the Kafka client. */
  service: string;
  /** The test file's own word, so parallel files never share a database. */
  label: string;
  /** A logger of the test's own (one that captures lines, say); a silent one otherwise. */
  logger?: Logger;
  /** Also open an event bus (Kafka when KAFKA_BROKERS is set, with a topic prefix of this run's own). */
  bus?: boolean;
};

export type TestPorts = {
  logger: Logger;
  /** 8 random hex characters of this run: namespaces for anything shared between runs (rate limits…). */
  run: string;
  sequelize: Sequelize;
  cache: Cache;
  /** The cache's key prefix: a second client with it sees the same entries (as another process would). */
  cacheKeyPrefix: string;
  /** Closes the bus, the cache and the connection, then drops the test database. */
  close(): Promise<void>;
};

export type TestPortsWithBus = TestPorts & { bus: EventBus };

/**
 * A service's ports for one test file, from the environment as the service itself would read it: a fresh
 * database (MySQL when DATABASE_URL is set, a SQLite file otherwise), the cache (Redis when REDIS_URL is
 * set) and, when asked, the event bus (Kafka when KAFKA_BROKERS is set) — each in a namespace of its own.
 */
export async function openTestPorts(opts: TestPortsOptions & { bus: true }): Promise<TestPortsWithBus>;
export async function openTestPorts(opts: TestPortsOptions): Promise<TestPorts>;
export async function openTestPorts(opts: TestPortsOptions): Promise<TestPorts | TestPortsWithBus> {
  const logger = opts.logger ?? createLogger({ service: `${opts.service}-test-${opts.label}`, level: 'silent' });
  const run = randomUUID().slice(0, 8);
  const database = await createTestDatabase(`${opts.service}_${opts.label}`);
  const sequelize = await openDatabase({ url: database.url, sqliteFile: database.sqliteFile, logger });
  const cacheKeyPrefix = `test-${opts.service}-${run}:`;
  const cache = createCache({ redisUrl: process.env.REDIS_URL, keyPrefix: cacheKeyPrefix, logger });
  const bus = opts.bus
    ? createEventBus({
        kafkaBrokers: process.env.KAFKA_BROKERS?.split(',').filter(Boolean),
        clientId: `${opts.service}-test-${run}`,
        topicPrefix: `t${run}.`,
        logger,
      })
    : undefined;
  const ports = {
    logger,
    run,
    sequelize,
    cache,
    cacheKeyPrefix,
    async close() {
      await bus?.close();
      await cache.close();
      await sequelize.close();
      await database.drop();
    },
  };
  return bus ? { ...ports, bus } : ports;
}
