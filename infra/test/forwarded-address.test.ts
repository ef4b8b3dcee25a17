/**
 * Point 7 of the hardening issue: a client cannot buy fresh login tries by forging X-Forwarded-For.
 * The gateway replaces the header with the address it saw; the service believes it only from the
 * configured proxy hops (TRUST_PROXY). Content service on a real database (MySQL with DATABASE_URL)
 * and real rate-limit counters (Redis with REDIS_URL), the real gateway in front.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { CONTACT_API_PATHS, CONTENT_ERRORS } from '@quizlink/contracts/content';
import { SERVICE_NAMES, type ServiceName } from '@quizlink/contracts/platform';
import { contentConfigSchema, createContentService } from '@quizlink/content-service';
import { createGateway } from '@quizlink/gateway';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { call, openTestPorts, serveForTest, type ServedForTest, type TestPortsWithBus } from '@quizlink/kit-http/testing';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';

const MAX_FAILURES = 5;
/**
 * A production config must name its whole set-up (kit-config's requireInProduction). This content service
 * gets its database and bus from openTestPorts and its Redis as the other cases do, so only the trust
 * default of production matters here: the config is parsed as in development, then marked production.
 */
const asEnvironment = <C extends object>(config: C, nodeEnv: string | undefined) => (nodeEnv === 'production' ? { ...config, NODE_ENV: 'production' as const } : config);
const noDist = path.join(os.tmpdir(), `forwarded-no-dist-${process.pid}`);
const opened: Array<{ ports: TestPortsWithBus; served: ServedForTest }> = [];
let gatewayServer: Server;
let gatewayUrl: string;
let behindGatewayUrl: string;

/** A content service (embedded-mode admin: a random password, so every try below fails) with `env`'s trust settings. */
async function startContent(label: string, env: { TRUST_PROXY?: string; NODE_ENV?: string }): Promise<string> {
  const ports = await openTestPorts({ service: 'content', label, bus: true });
  const service = await createContentService({
    config: asEnvironment(contentConfigSchema.parse({ PORT: '0', REDIS_URL: process.env.REDIS_URL, EMBEDDED_MODE: 'true', LOGIN_MAX_FAILURES: String(MAX_FAILURES), TRUST_PROXY: env.TRUST_PROXY }), env.NODE_ENV),
    sequelize: ports.sequelize,
    cache: ports.cache,
    bus: ports.bus,
    logger: ports.logger,
    announce: () => undefined,
    rateLimitNamespace: `test-forwarded-${label}-${ports.run}`,
    loginSlowdownMs: () => 0,
  });
  const served = await serveForTest(service, { graceMs: 200 });
  opened.push({ ports, served });
  return served.baseUrl;
}

beforeAll(async () => {
  // As the launchers run it on one host: the gateway reaches the service from 127.0.0.1, which the service trusts.
  behindGatewayUrl = await startContent('behind-gateway', { TRUST_PROXY: 'loopback' });
  const unreachable = 'http://127.0.0.1:9';
  const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, name === 'content' ? behindGatewayUrl : unreachable])) as Record<ServiceName, string>;
  const gateway = createGateway({
    upstreams,
    static: { shell: noDist, mfe: { quiz: noDist, autodraft: noDist, admin: noDist } },
    timeoutMs: 5000,
    logger: createLogger({ service: 'gateway', level: 'silent' }),
  });
  gatewayServer = await listen(gateway, { port: 0, host: '127.0.0.1' });
  gatewayUrl = baseUrlOf(gatewayServer);
});

afterAll(async () => {
  await closeServer(gatewayServer, 100);
  for (const { ports, served } of opened) {
    await served.close();
    await ports.close();
  }
  fs.rmSync(noDist, { recursive: true, force: true });
});

const wrongLogin = (baseUrl: string, forgedFor: string) =>
  call(baseUrl, 'POST', CONTACT_API_PATHS.adminLogin, { username: 'admin', password: 'not-the-password' }, { 'x-forwarded-for': forgedFor });

describe('forwarded addresses', () => {
  it('When one client forges a new X-Forwarded-For on every try through the gateway, then its 6th failed login is still refused', async () => {
    for (let i = 1; i <= MAX_FAILURES; i += 1) {
      expect((await wrongLogin(gatewayUrl, `203.0.113.${i}`)).status).toBe(401);
    }
    const sixth = await wrongLogin(gatewayUrl, '203.0.113.77');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe(CONTENT_ERRORS.authTooManyAttempts.code);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it.each([
    ['TRUST_PROXY names another address', { TRUST_PROXY: '10.99.0.1' }],
    ['in production with no TRUST_PROXY', { NODE_ENV: 'production' }],
  ])('When a client calls the service directly with a forged header (%s), then the header is ignored', async (_case, env) => {
    const direct = await startContent(`direct-${'NODE_ENV' in env ? 'production' : 'proxy'}`, env);
    for (let i = 1; i <= MAX_FAILURES; i += 1) {
      expect((await wrongLogin(direct, `198.51.100.${i}`)).status).toBe(401);
    }
    expect((await wrongLogin(direct, '198.51.100.77')).status).toBe(429);
  });

  it('When the caller is a configured proxy, then the address it reports is believed (one budget per reported client)', async () => {
    for (let i = 1; i <= MAX_FAILURES; i += 1) {
      expect((await wrongLogin(behindGatewayUrl, '192.0.2.10')).status).toBe(401);
    }
    expect((await wrongLogin(behindGatewayUrl, '192.0.2.10')).status).toBe(429);
    expect((await wrongLogin(behindGatewayUrl, '192.0.2.11')).status).toBe(401);
  });
});
