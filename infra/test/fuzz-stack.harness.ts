/**
 * The whole platform for the fuzz test: every service as the embedded launcher builds it
 * (EMBEDDED_SERVICES), each on a fresh database (MySQL when DATABASE_URL is set, SQLite otherwise) and
 * cache (Redis when REDIS_URL is set), one shared event bus, and the real gateway in front. Also lists
 * every route each service's Express app answers, read from its router.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { hash } from '@node-rs/argon2';
import type { Express } from 'express';
import type { ServiceName } from '@quizlink/contracts/platform';
import { createGateway, createGatewayRateLimits } from '@quizlink/gateway';
import { uniformRateLimitBudgets } from '@quizlink/gateway/rate-limit-budgets';
import { TEST_RATE_LIMIT_PER_MINUTE } from './test-rate-limits.ts';
import { baseUrlOf, listen, methodsOfRoute } from '@quizlink/kit-http';
import { call, openTestPorts, serveForTest, type ServedForTest, type TestPorts } from '@quizlink/kit-http/testing';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';
import { EMBEDDED_SERVICES } from '../src/embedded-services.ts';

/** One route of an Express app: its method and its path pattern (`/api/quizzes/:id`, `/short{/*rest}`). */
export type AppRoute = { method: string; pattern: string };

type RouterLayer = {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle: { stack?: RouterLayer[] };
};

/** Every route of an app, nested routers included (their mount prefix prepended when they have one). */
export function routesOf(app: Express): AppRoute[] {
  const found: AppRoute[] = [];
  const walk = (stack: readonly RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const method of methodsOfRoute(layer.route)) if (method !== 'HEAD') found.push({ method, pattern: `${prefix}${layer.route.path}` });
      } else if (Array.isArray(layer.handle.stack)) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return found;
}

export type FuzzStack = {
  gatewayUrl: string;
  /** Path values that name real things (a published quiz's id, code, slug, dashboard token, question and user ids). */
  knownValues: string[];
  /** The routes of each service's app, as read from its router. */
  serviceRoutes: Record<ServiceName, AppRoute[]>;
  close(): Promise<void>;
};

const question = (n: number) => ({ text: `Question ${n}?`, type: 'multiple-choice', options: [`Right ${n}`, `Wrong ${n}`], correctAnswers: [`Right ${n}`] });

/** Publishes one quiz through the gateway, so fuzzed requests also reach code past the "not found" checks. */
async function publishQuiz(gatewayUrl: string): Promise<string[]> {
  const user = await call(gatewayUrl, 'POST', '/api/users', { username: 'Fuzz Creator' });
  const created = await call(gatewayUrl, 'POST', '/api/quizzes', {
    creatorId: user.body.id,
    creatorName: 'Fuzz Creator',
    timeLimit: null,
    questions: [question(1), question(2), question(3), question(4), { text: 'Say something', type: 'open-ended' }],
  });
  if (created.status !== 201) throw new Error(`publishing the fuzz quiz failed: ${created.status} ${created.text}`);
  const quiz = created.body as { id: number; accessCode: string; urlSlug: string; dashboardToken: string };
  return [String(user.body.id), String(quiz.id), quiz.accessCode, quiz.urlSlug, quiz.dashboardToken, String(quiz.id + 1)];
}

export async function startFuzzStack(label: string): Promise<FuzzStack> {
  // A shell build of one page (with the share-tag block) and empty remotes: pages answer as in production.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-dist-'));
  for (const folder of ['shell', 'quiz', 'autodraft', 'admin']) fs.mkdirSync(path.join(dist, folder));
  fs.writeFileSync(path.join(dist, 'shell', 'index.html'), '<!doctype html><html><head><!--ql-meta--><title>QuizLink</title><!--/ql-meta--></head><body></body></html>');
  // Configured passwords (nobody knows them): no one-time password is generated and printed.
  const passwordHash = await hash(`fuzz-${Date.now()}-${Math.random()}`);
  const logger = createLogger({ service: `fuzz-${label}`, level: 'silent' });
  const busPorts = await openTestPorts({ service: 'quiz', label, logger, bus: true });
  const opened: Array<{ ports: TestPorts; served?: ServedForTest }> = [];
  const env: NodeJS.ProcessEnv = {
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD_HASH: passwordHash,
    BLOG_PASSWORD_HASH: passwordHash,
    SHORTLINK_ADMIN_PASSWORD_HASH: passwordHash,
    // The credential of the quiz service's internal routes, shared with the attempt service.
    INTERNAL_SERVICE_TOKEN: randomBytes(24).toString('hex'),
    REDIS_URL: process.env.REDIS_URL,
    // Rate-limit counters of this run only, so runs sharing one Redis never share budgets.
    CACHE_KEY_PREFIX: `fuzz-${busPorts.run}:`,
    LOG_LEVEL: 'silent',
  };
  const upstreams = {} as Record<ServiceName, string>;
  const serviceRoutes = {} as Record<ServiceName, AppRoute[]>;
  let shortlinkCache: TestPorts['cache'] | undefined;
  for (const entry of EMBEDDED_SERVICES) {
    const ports = entry.name === 'quiz' ? busPorts : await openTestPorts({ service: entry.name, label, logger });
    const record: { ports: TestPorts; served?: ServedForTest } = { ports };
    opened.push(record);
    const service = await entry.create(env, { sequelize: ports.sequelize, cache: ports.cache, bus: busPorts.bus, logger });
    record.served = await serveForTest(service, { graceMs: 200 });
    upstreams[entry.name] = record.served.baseUrl;
    env[`${entry.name.toUpperCase()}_SERVICE_URL`] = record.served.baseUrl;
    serviceRoutes[entry.name] = routesOf(service.app);
    if (entry.name === 'shortlink') shortlinkCache = ports.cache;
  }
  const gateway = createGateway({
    upstreams,
    static: { shell: path.join(dist, 'shell'), mfe: { quiz: path.join(dist, 'quiz'), autodraft: path.join(dist, 'autodraft'), admin: path.join(dist, 'admin') } },
    timeoutMs: 10_000,
    shortlinkCache,
    rateLimits: createGatewayRateLimits({ budgets: uniformRateLimitBudgets(TEST_RATE_LIMIT_PER_MINUTE), logger }),
    logger,
  });
  const server: Server = await listen(gateway, { port: 0, host: '127.0.0.1' });
  const gatewayUrl = baseUrlOf(server);
  return {
    gatewayUrl,
    knownValues: await publishQuiz(gatewayUrl),
    serviceRoutes,
    async close() {
      await closeServer(server, 100);
      for (const { served } of [...opened].reverse()) await served?.close();
      // The quiz ports (with the bus) last: no event reaches a consumer whose database is closed.
      for (const { ports } of [...opened].reverse()) await ports.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
