import type express from 'express';
import type { Sequelize } from 'sequelize';
import type { Cache } from '@quizlink/kit-cache';
import { pingDatabase, runMigrations } from '@quizlink/kit-db';
import { TOPICS } from '@quizlink/contracts/events';
import type { EventBus } from '@quizlink/kit-events';
import { createHttpApp, finalizeApp, trustProxyFor, type ReadinessCheck } from '@quizlink/kit-http';
import type { Logger } from '@quizlink/kit-logger';
import { createLimiterFactory, retryAfterHeader } from '@quizlink/kit-login-guard';
import type { ContentConfig } from './config.ts';
import { SlugTakenError, createBlogPostRepository } from './data-access/blog-post.repository.ts';
import { createContactMessageRepository } from './data-access/contact-message.repository.ts';
import { contentMigrations } from './data-access/migrations/index.ts';
import { createUploadedImageRepository } from './data-access/uploaded-image.repository.ts';
import { TOKEN_AUDIENCES } from '@quizlink/kit-auth-token';
import { blogPosts, publicBlog } from './domain/blog-posts.ts';
import { createImageQueue } from './domain/image-queue.ts';
import { requireBearer } from './entry-points/http/bearer-auth.ts';
import { QUIZ_IMAGES_CONSUMER_GROUP, quizDeletedConsumer } from './entry-points/events/quiz-deleted.consumer.ts';
import { blogRoutes } from './entry-points/http/blog.routes.ts';
import { contactRoutes } from './entry-points/http/contact.routes.ts';
import { loginRoutes } from './entry-points/http/login.routes.ts';
import { uploadsRoutes } from './entry-points/http/uploads.routes.ts';
import { setUpLogins } from './logins-setup.ts';

export type ContentServicePorts = {
  config: ContentConfig;
  sequelize: Sequelize;
  logger: Logger;
  /** Checked by /readyz when given. */
  cache?: Cache;
  /** Brings quiz.deleted (question images to delete); subscribed in start(). */
  bus: EventBus;
  /** Injected so tests can move time past a token's expiry. */
  clock?: () => Date;
  /** Where generated one-time passwords are printed (default: the console). */
  announce?: (text: string) => void;
  /** Rate-limit counters' namespace after CACHE_KEY_PREFIX (tests use their own so runs on one Redis never share counters). */
  rateLimitNamespace?: string;
  /** The delay before a failed login is answered, by failures in a row (tests shorten it). */
  loginSlowdownMs?: (failures: number) => number;
};

export type ContentService = { app: express.Express; start(): Promise<void>; stop(): Promise<void> };

const HOUR = 3600;

/**
 * The content service: contact messages and the admin inbox, the blog (management and public read),
 * image uploads, and the two password logins that guard them.
 */
export async function createContentService(ports: ContentServicePorts): Promise<ContentService> {
  const { config, sequelize, cache, bus, logger } = ports;
  const clock = ports.clock ?? (() => new Date());
  await runMigrations(sequelize, contentMigrations, logger);

  const limiters = createLimiterFactory({ redisUrl: config.REDIS_URL, namespace: `${config.CACHE_KEY_PREFIX}${ports.rateLimitNamespace ?? 'content'}`, logger });
  const logins = await setUpLogins({
    config,
    limiters,
    logger,
    clock,
    announce: ports.announce ?? ((text) => console.log(text)),
    slowdownMs: ports.loginSlowdownMs,
  });
  const blogStore = createBlogPostRepository(sequelize, clock);
  const images = createUploadedImageRepository(sequelize, clock);

  const readiness: ReadinessCheck[] = [function database() { return pingDatabase(sequelize); }];
  if (cache) readiness.push(function cacheReachable() { return cache.ping(); });
  readiness.push(function busReachable() { return bus.ping(); });
  const app = createHttpApp({ service: 'content', logger, readiness, trustProxy: trustProxyFor(config) });

  app.use(loginRoutes(logins));
  app.use(
    contactRoutes({
      messages: createContactMessageRepository(sequelize, clock),
      sendLimiter: limiters.create({ keyPrefix: 'contact', points: config.CONTACT_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR }),
      adminOnly: requireBearer(logins.tokens, TOKEN_AUDIENCES.admin),
    }),
  );
  app.use(
    blogRoutes({
      posts: blogPosts(blogStore, (error) => error instanceof SlugTakenError),
      publicPosts: publicBlog(blogStore),
      managerOnly: requireBearer(logins.tokens, TOKEN_AUDIENCES.blog),
    }),
  );
  app.use(
    uploadsRoutes({
      images,
      uploadLimiter: limiters.create({ keyPrefix: 'upload', points: config.UPLOAD_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR }),
      imageQueue: createImageQueue({ concurrency: config.IMAGE_DECODE_CONCURRENCY, maxWaiting: config.IMAGE_QUEUE_MAX_WAITING }),
    }),
  );
  app.use(retryAfterHeader());
  finalizeApp(app, logger);

  return {
    app,
    async start() {
      await bus.subscribe({
        topic: TOPICS.quizEvents,
        groupId: QUIZ_IMAGES_CONSUMER_GROUP,
        handler: quizDeletedConsumer({ sequelize, logger, stores: { images, blog: blogStore } }),
      });
    },
    async stop() {
      await limiters.close();
    },
  };
}
