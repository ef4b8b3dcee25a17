import { Writable } from 'node:stream';
import { call, openTestPorts, serveForTest } from '@quizlink/kit-http/testing';
import { createLogger } from '@quizlink/kit-logger';
import type { Sequelize } from 'sequelize';
import type { EventBus } from '@quizlink/kit-events';
import { contentConfigSchema, createContentService } from '../src/index.ts';
import { hashPassword } from '@quizlink/kit-login-guard';

export const ADMIN = { username: 'ada', password: 'admin-pass-for-tests' };
export const BLOG_PASSWORD = 'blog-pass-for-tests';
export const TOKEN_SECRET = 'content-test-secret-0123456789abcdef';

let hashes: Promise<{ admin: string; blog: string }> | undefined;
/** Hashed once per test file: argon2 is slow on purpose. */
export const testHashes = () => (hashes ??= Promise.all([hashPassword(ADMIN.password), hashPassword(BLOG_PASSWORD)]).then(([admin, blog]) => ({ admin, blog })));

export type Harness = {
  baseUrl: string;
  sequelize: Sequelize;
  /** The bus the service consumes quiz.deleted from (in-process, or Kafka with KAFKA_BROKERS). */
  bus: EventBus;
  /** The service's clock; tests move it to expire tokens. */
  now: { value: Date };
  /** Everything printed with `announce` (one-time passwords). */
  announced: string[];
  /** Every structured log line, to check what never reaches the logs. */
  logLines: string[];
  close(): Promise<void>;
};

/**
 * The content service on a random port against a fresh database (MySQL when DATABASE_URL is set,
 * SQLite otherwise), Redis rate limits when REDIS_URL is set (own namespace per run), the admin and
 * blog passwords above unless `env` says otherwise, and no login slow-down unless asked for.
 */
export async function startContentService(
  label: string,
  opts: { env?: Record<string, string | undefined>; slowdownMs?: (failures: number) => number; rateLimitNamespace?: string } = {},
): Promise<Harness> {
  const logLines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger({ service: `content-test-${label}`, level: 'debug', destination });
  const ports = await openTestPorts({ service: 'content', label, logger, bus: true });
  const { sequelize, cache, bus, run } = ports;
  const { admin, blog } = await testHashes();
  const config = contentConfigSchema.parse({
    PORT: '0',
    REDIS_URL: process.env.REDIS_URL,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD_HASH: admin,
    BLOG_PASSWORD_HASH: blog,
    AUTH_TOKEN_SECRET: TOKEN_SECRET,
    ...opts.env,
  });
  const now = { value: new Date() };
  const announced: string[] = [];
  const service = await createContentService({
    config,
    sequelize,
    cache,
    bus,
    logger,
    clock: () => now.value,
    announce: (text) => announced.push(text),
    rateLimitNamespace: opts.rateLimitNamespace ?? `test-content-${run}`,
    loginSlowdownMs: opts.slowdownMs ?? (() => 0),
  });
  const served = await serveForTest(service);
  return {
    baseUrl: served.baseUrl,
    sequelize,
    bus,
    now,
    announced,
    logLines,
    async close() {
      await served.close();
      await ports.close();
    },
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function adminToken(baseUrl: string): Promise<string> {
  const res = await call(baseUrl, 'POST', '/api/admin/login', ADMIN);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  return res.body.token as string;
}

export async function blogToken(baseUrl: string): Promise<string> {
  const res = await call(baseUrl, 'POST', '/api/auth/blog-management', { password: BLOG_PASSWORD });
  if (res.status !== 200) throw new Error(`blog login failed: ${res.status} ${res.text}`);
  return res.body.token as string;
}

/** Requests as if the gateway forwarded them for this client (the service trusts loopback hops). */
export const fromClient = (ip: string) => ({ 'x-forwarded-for': ip });
