// First, so tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before anything it patches loads; see kit-tracing.
import '@quizlink/kit-tracing/register';
import { SHORTLINK_CACHE } from '@quizlink/contracts/shortlink';
import { runService } from '@quizlink/kit-http';
import { loadShortlinkConfig } from './config.ts';
import { createShortlinkService } from './service.ts';

await runService({
  name: 'shortlink',
  loadConfig: loadShortlinkConfig,
  // The gateway reads this same namespace (same REDIS_URL): a delete here is seen there at once.
  cacheKeyPrefix: SHORTLINK_CACHE.keyPrefix,
  create: createShortlinkService,
});
