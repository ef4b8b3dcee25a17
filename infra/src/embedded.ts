import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import type { ServiceName } from '@quizlink/contracts/platform';
import { createGateway, createGatewayRateLimits, packagedFontFile, parseGatewayConfig } from '@quizlink/gateway';
import { createCache, type Cache } from '@quizlink/kit-cache';
import { openDatabase } from '@quizlink/kit-db';
import { createInProcessBus, flushOutboxAtShutdown } from '@quizlink/kit-events';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer, SHUTDOWN_TIMING } from '@quizlink/kit-lifecycle';
import { createLogger, type Logger } from '@quizlink/kit-logger';
import { startEmbeddedMetrics } from './embedded-metrics.ts';
import { EMBEDDED_SERVICES, type RunningService } from './embedded-services.ts';
import { INFRASTRUCTURE_VARIABLES } from './infrastructure-variables.ts';

export type EmbeddedPlatform = { url: string; stop(): Promise<void> };

/**
 * The whole platform in one process: each service on its own loopback port (SQLite file under
 * DATA_DIR, in-memory cache, one in-process event bus shared by all), the gateway in front. The
 * gateway hands /api requests to the services' apps directly (no loopback hop); the ports stay for
 * the calls services and the gateway's pages make to each other. On stop: the gateway and the services
 * stop taking requests, what requests in flight committed to an outbox is published, then the bus,
 * caches and databases close.
 */
export async function startEmbedded(opts: { repoRoot: string; env: NodeJS.ProcessEnv; logger: Logger }): Promise<EmbeddedPlatform> {
  const { logger, repoRoot } = opts;
  // EMBEDDED_MODE lets the services generate and print one-time admin passwords when none is configured.
  const env: NodeJS.ProcessEnv = { ...opts.env, PORT: '0', HOST: '127.0.0.1', EMBEDDED_MODE: 'true' };
  // Secrets two services must share, made once per start unless configured: the admin token key (the
  // content service signs, the quiz service verifies for the test page's list) and the credential of
  // the quiz service's internal routes (the attempt service sends it).
  env.AUTH_TOKEN_SECRET ??= randomBytes(32).toString('base64url');
  env.INTERNAL_SERVICE_TOKEN ??= randomBytes(32).toString('base64url');
  for (const name of INFRASTRUCTURE_VARIABLES) delete env[name];
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  env.DATA_DIR = dataDir;

  const bus = createInProcessBus(createLogger({ service: 'event-bus', level: logger.level }));
  const cleanup: Array<() => Promise<void>> = [() => bus.close()];
  const upstreams: Partial<Record<ServiceName, string>> = {};
  const servers: Server[] = [];
  const caches: Partial<Record<ServiceName, Cache>> = {};
  const apps: Partial<Record<ServiceName, RunningService['app']>> = {};
  /** Run after the servers closed, before the bus closes: each service's last outbox rows go out. */
  const finalFlushes: Array<() => Promise<void>> = [];
  try {
    for (const entry of EMBEDDED_SERVICES) {
      const serviceLogger = createLogger({ service: entry.name, level: logger.level });
      const sequelize = await openDatabase({ sqliteFile: path.join(dataDir, `${entry.name}.sqlite`), logger: serviceLogger });
      const cache = createCache({ keyPrefix: `${entry.name}:`, logger: serviceLogger });
      caches[entry.name] = cache;
      cleanup.push(() => sequelize.close(), () => cache.close());
      const service = await entry.create(env, { sequelize, cache, bus, logger: serviceLogger });
      await service.start();
      apps[entry.name] = service.app;
      finalFlushes.push(async () => {
        await service.stop();
        await service.closeAfterDrain?.();
        await flushOutboxAtShutdown({ sequelize, bus, logger: serviceLogger, timeoutMs: SHUTDOWN_TIMING.outboxFlushMs });
      });
      const server = await listen(service.app, { port: 0, host: '127.0.0.1' });
      servers.push(server);
      upstreams[entry.name] = baseUrlOf(server);
      env[`${entry.name.toUpperCase()}_SERVICE_URL`] = upstreams[entry.name];
    }
    const config = parseGatewayConfig(repoRoot, { ...opts.env, ...env, PORT: opts.env.PORT ?? '8080', HOST: opts.env.HOST });
    const gateway = createGateway({
      upstreams: config.upstreams,
      static: config.static,
      timeoutMs: config.timeoutMs,
      inProcess: apps,
      // Per-client API budgets from the environment, counted in this process (no Redis in embedded mode).
      rateLimits: createGatewayRateLimits({ budgets: config.rateLimits, logger }),
      publicOrigin: config.publicOrigin,
      previewFontFile: config.previewFontFile ?? packagedFontFile(repoRoot),
      // The shortlink service invalidates this cache on every change, so the redirect is never stale.
      shortlinkCache: caches.shortlink,
      logger: createLogger({ service: 'gateway', level: logger.level }),
    });
    const gatewayServer = await listen(gateway, { port: config.port, host: config.host });
    servers.unshift(gatewayServer);
    // One /metrics for the whole process (METRICS_PORT), every series labelled with its service.
    const metrics = await startEmbeddedMetrics({ port: config.metricsPort, host: config.host, logger });
    if (metrics) cleanup.push(() => metrics.close());
    return {
      url: baseUrlOf(gatewayServer),
      async stop() {
        for (const server of servers) await closeServer(server);
        for (const flush of finalFlushes) await flush();
        // Handlers still running finish before any database closes.
        await bus.close();
        for (const task of cleanup.reverse()) await task();
      },
    };
  } catch (error) {
    for (const server of servers) await closeServer(server).catch(() => undefined);
    for (const flush of finalFlushes) await flush().catch(() => undefined);
    await bus.close().catch(() => undefined);
    for (const task of cleanup.reverse()) await task().catch(() => undefined);
    throw error;
  }
}
