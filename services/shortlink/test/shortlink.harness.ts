import { createCache, type Cache } from '@quizlink/kit-cache';
import { openTestPorts, serveForTest } from '@quizlink/kit-http/testing';
import { createShortlinkService, shortlinkConfigSchema } from '../src/index.ts';
import { hashPassword } from '@quizlink/kit-login-guard';

export const PASSWORD = 'shortlink-pass-for-tests';
let hash: Promise<string> | undefined;

export type Harness = {
  baseUrl: string;
  /** The service's resolve cache (memory, or Redis when REDIS_URL is set). */
  cache: Cache;
  /** A second client of the same namespace, as the gateway would hold: Redis proves cross-process invalidation. */
  gatewayView: Cache;
  announced: string[];
  close(): Promise<void>;
};

/**
 * The shortlink service on a random port against a fresh database (MySQL when DATABASE_URL is set),
 * its resolve cache and rate limits in Redis when REDIS_URL is set (a namespace of its own per run).
 * `cacheRedisUrl` puts the resolve cache alone on another Redis (a private one a test can kill).
 */
export async function startShortlinkService(label: string, env: Record<string, string | undefined> = {}, opts: { cacheRedisUrl?: string } = {}): Promise<Harness> {
  const ports = await openTestPorts({ service: 'shortlink', label });
  const { sequelize, logger, run } = ports;
  const cache = opts.cacheRedisUrl ? createCache({ redisUrl: opts.cacheRedisUrl, keyPrefix: ports.cacheKeyPrefix, logger }) : ports.cache;
  const gatewayView = process.env.REDIS_URL && !opts.cacheRedisUrl ? createCache({ redisUrl: process.env.REDIS_URL, keyPrefix: ports.cacheKeyPrefix, logger }) : cache;
  const config = shortlinkConfigSchema.parse({
    PORT: '0',
    REDIS_URL: process.env.REDIS_URL,
    SHORTLINK_ADMIN_PASSWORD_HASH: await (hash ??= hashPassword(PASSWORD)),
    ...env,
  });
  const announced: string[] = [];
  const service = await createShortlinkService({
    config,
    sequelize,
    cache,
    logger,
    announce: (text) => announced.push(text),
    rateLimitNamespace: `test-shortlink-${run}`,
    loginSlowdownMs: () => 0,
  });
  const served = await serveForTest(service);
  return {
    baseUrl: served.baseUrl,
    cache,
    gatewayView,
    announced,
    async close() {
      await served.close();
      if (gatewayView !== cache) await gatewayView.close();
      if (cache !== ports.cache) await cache.close();
      await ports.close();
    },
  };
}

export const fromClient = (ip: string) => ({ 'x-forwarded-for': ip });
