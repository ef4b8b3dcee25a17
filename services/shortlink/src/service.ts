import type express from 'express';
import type { Sequelize } from 'sequelize';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import type { Cache } from '@quizlink/kit-cache';
import { pingDatabase, runMigrations } from '@quizlink/kit-db';
import type { EventBus } from '@quizlink/kit-events';
import { createHttpApp, finalizeApp, trustProxyFor, type ReadinessCheck } from '@quizlink/kit-http';
import type { Logger } from '@quizlink/kit-logger';
import { createLimiterFactory, createLoginGuard, retryAfterHeader } from '@quizlink/kit-login-guard';
import type { ShortlinkConfig } from './config.ts';
import { shortlinkMigrations } from './data-access/migrations/index.ts';
import { createShortlinkRepository } from './data-access/shortlink.repository.ts';
import { adminPassword } from './domain/admin-password.ts';
import { resolvePassword } from '@quizlink/kit-login-guard';
import { shortlinks } from './domain/shortlinks.ts';
import { adminRoutes } from './entry-points/http/admin.routes.ts';
import { internalRoutes } from './entry-points/http/internal.routes.ts';

export type ShortlinkServicePorts = {
  config: ShortlinkConfig;
  sequelize: Sequelize;
  logger: Logger;
  /**
   * The resolve cache shared with the gateway (key prefix SHORTLINK_CACHE.keyPrefix): every create and
   * delete drops the short's entry in it. Checked by /readyz when given.
   */
  cache?: Cache;
  bus?: EventBus;
  clock?: () => Date;
  /** Where a generated one-time password is printed (default: the console, never the structured logs). */
  announce?: (text: string) => void;
  /** Rate-limit counters' namespace after CACHE_KEY_PREFIX (tests use their own so runs on one Redis never share counters). */
  rateLimitNamespace?: string;
  /** The delay before a wrong password is answered, by failures in a row (tests shorten it). */
  loginSlowdownMs?: (failures: number) => number;
};

export type ShortlinkService = { app: express.Express; start(): Promise<void>; stop(): Promise<void> };

async function sharedPassword(ports: ShortlinkServicePorts) {
  const { config, logger } = ports;
  const resolved = await resolvePassword({ configuredHash: config.SHORTLINK_ADMIN_PASSWORD_HASH, embedded: config.EMBEDDED_MODE });
  if (resolved.generatedPassword) {
    const announce = ports.announce ?? ((text: string) => console.log(text));
    announce(
      [
        '',
        '  One-time shortlink admin password for this run (embedded mode, no SHORTLINK_ADMIN_PASSWORD_HASH;',
        '  make a hash with: node services/content/src/cli/hash-password.ts):',
        `    /admin/shortlinks  password "${resolved.generatedPassword}"`,
        '',
      ].join('\n'),
    );
    logger.info('one-time shortlink admin password generated for this run and printed to the console');
  }
  if (!resolved.check.configured) logger.warn('shortlink admin is not configured: set SHORTLINK_ADMIN_PASSWORD_HASH');
  return resolved.check;
}

/** The shortlink service: the admin API (shared password), and resolution for the gateway's /short/{short}. */
export async function createShortlinkService(ports: ShortlinkServicePorts): Promise<ShortlinkService> {
  const { config, sequelize, cache, bus, logger } = ports;
  const clock = ports.clock ?? (() => new Date());
  await runMigrations(sequelize, shortlinkMigrations, logger);

  const limiters = createLimiterFactory({ redisUrl: config.REDIS_URL, namespace: `${config.CACHE_KEY_PREFIX}${ports.rateLimitNamespace ?? 'shortlink'}`, logger });
  const guard = createLoginGuard({
    createLimiter: (limiter) => limiters.create(limiter),
    name: 'shortlink-admin',
    lockedOut: CONTENT_ERRORS.authTooManyAttempts,
    maxConsecutiveFailures: config.LOGIN_MAX_FAILURES,
    lockoutMinutes: config.LOGIN_LOCKOUT_MINUTES,
    slowdownMs: ports.loginSlowdownMs,
  });
  const password = adminPassword(await sharedPassword(ports), guard);
  const links = shortlinks({ store: createShortlinkRepository(sequelize, clock), cache, logger });

  const readiness: ReadinessCheck[] = [function database() { return pingDatabase(sequelize); }];
  if (cache) readiness.push(function cacheReachable() { return cache.ping(); });
  if (bus) readiness.push(function busReachable() { return bus.ping(); });
  const app = createHttpApp({ service: 'shortlink', logger, readiness, trustProxy: trustProxyFor(config) });
  app.use(adminRoutes({ links, password }));
  app.use(internalRoutes(links));
  app.use(retryAfterHeader());
  finalizeApp(app, logger);

  return {
    app,
    async start() {},
    async stop() {
      await limiters.close();
    },
  };
}
