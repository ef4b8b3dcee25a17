// First, so tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before anything it patches loads; see kit-tracing.
import '@quizlink/kit-tracing/register';
import path from 'node:path';
import { SHORTLINK_CACHE } from '@quizlink/contracts/shortlink';
import { createCache } from '@quizlink/kit-cache';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer, onShutdown } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';
import { startMetricsServer } from '@quizlink/kit-metrics';
import { loadGatewayConfig } from './config.ts';
import { createGateway } from './create-gateway.ts';
import { packagedFontFile } from './preview-font.ts';
import { createGatewayRateLimits } from './rate-limit.ts';

// The repository root, two levels up from gateway/src: the default build folders live there.
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const config = loadGatewayConfig(repoRoot);
const logger = createLogger({ service: 'gateway', level: config.logLevel });

try {
  // Only a Redis shared with the shortlink service may cache resolutions (it drops entries on delete).
  const shortlinkCache = config.redisUrl ? createCache({ redisUrl: config.redisUrl, keyPrefix: `${config.cacheKeyPrefix}${SHORTLINK_CACHE.keyPrefix}`, logger }) : undefined;
  // Per-client API budgets, counted in the same Redis by every gateway instance (memory without REDIS_URL).
  const rateLimits = createGatewayRateLimits({ budgets: config.rateLimits, redisUrl: config.redisUrl, cacheKeyPrefix: config.cacheKeyPrefix, logger });
  const app = createGateway({ rateLimits, upstreams: config.upstreams, static: config.static, timeoutMs: config.timeoutMs, trustProxy: config.trustProxy, maxLiveStreams: config.maxLiveStreams, logger, shortlinkCache, publicOrigin: config.publicOrigin, previewFontFile: config.previewFontFile ?? packagedFontFile(repoRoot) });
  const server = await listen(app, { port: config.port, host: config.host });
  const metrics = config.metricsPort === undefined ? undefined : await startMetricsServer({ port: config.metricsPort, host: config.host });
  onShutdown(logger, [() => closeServer(server, config.shutdown.inFlightGraceMs), async () => shortlinkCache?.close(), () => rateLimits.close(), async () => metrics?.close()], { timeoutMs: config.shutdown.totalMs });
  logger.info({ url: baseUrlOf(server), metricsPort: metrics?.port, upstreams: config.upstreams, timeoutMs: config.timeoutMs }, 'gateway listening');
} catch (error) {
  logger.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
}
