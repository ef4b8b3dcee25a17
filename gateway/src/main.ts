import path from 'node:path';
import { SHORTLINK_CACHE } from '@quizlink/contracts';
import { createCache } from '@quizlink/kit-cache';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer, onShutdown } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';
import { loadGatewayConfig } from './config.ts';
import { createGateway } from './create-gateway.ts';
import { packagedFontFile } from './preview-font.ts';

// The repository root, two levels up from gateway/src: the default build folders live there.
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const config = loadGatewayConfig(repoRoot);
const logger = createLogger({ service: 'gateway', level: config.logLevel });

try {
  // Only a Redis shared with the shortlink service may cache resolutions (it drops entries on delete).
  const shortlinkCache = config.redisUrl ? createCache({ redisUrl: config.redisUrl, keyPrefix: `${config.cacheKeyPrefix}${SHORTLINK_CACHE.keyPrefix}`, logger }) : undefined;
  const app = createGateway({ upstreams: config.upstreams, static: config.static, timeoutMs: config.timeoutMs, trustProxy: config.trustProxy, maxLiveStreams: config.maxLiveStreams, logger, shortlinkCache, publicOrigin: config.publicOrigin, previewFontFile: config.previewFontFile ?? packagedFontFile(repoRoot) });
  const server = await listen(app, { port: config.port, host: config.host });
  onShutdown(logger, [() => closeServer(server), async () => shortlinkCache?.close()]);
  logger.info({ url: baseUrlOf(server), upstreams: config.upstreams, timeoutMs: config.timeoutMs }, 'gateway listening');
} catch (error) {
  logger.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
}
