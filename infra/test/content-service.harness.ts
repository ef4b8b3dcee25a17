/**
 * The content service on the bus another harness already opened (the platform's one shared bus), on
 * its own fresh database (MySQL when DATABASE_URL is set) and cache (Redis when REDIS_URL is set).
 */
import { contentConfigSchema, createContentService } from '@quizlink/content-service';
import type { EventBus } from '@quizlink/kit-events';
import { openTestPorts, serveForTest } from '@quizlink/kit-http/testing';
import type { Logger } from '@quizlink/kit-logger';

export type ContentOnBus = { contentUrl: string; close(): Promise<void> };

export async function startContentOn(bus: EventBus, logger: Logger, label: string): Promise<ContentOnBus> {
  const ports = await openTestPorts({ service: 'content', label, logger });
  const service = await createContentService({
    config: contentConfigSchema.parse({ PORT: '0', REDIS_URL: process.env.REDIS_URL }),
    sequelize: ports.sequelize,
    cache: ports.cache,
    bus,
    logger,
    rateLimitNamespace: `test-content-${ports.run}`,
  });
  const served = await serveForTest(service, { graceMs: 200 });
  return {
    contentUrl: served.baseUrl,
    async close() {
      await served.close();
      await ports.close();
    },
  };
}
