import path from 'node:path';
import { ConfigError } from '@quizlink/kit-config';
import { parseGatewayConfig } from './config.ts';
import { DEFAULT_RATE_LIMIT_BUDGETS, uniformRateLimitEnv } from './rate-limit-budgets.ts';

const repoRoot = path.resolve('/srv/quizlink');

describe('parseGatewayConfig', () => {
  test('When nothing is set, then the embedded defaults apply and dists resolve inside the repository', () => {
    const config = parseGatewayConfig(repoRoot, {});

    expect(config).toEqual({
      logLevel: 'info',
      host: '127.0.0.1',
      cacheKeyPrefix: '',
      port: 8080,
      timeoutMs: 10_000,
      trustProxy: false,
      maxLiveStreams: 1000,
      rateLimits: DEFAULT_RATE_LIMIT_BUDGETS,
      upstreams: {
        quiz: 'http://127.0.0.1:4101',
        attempt: 'http://127.0.0.1:4102',
        generation: 'http://127.0.0.1:4103',
        content: 'http://127.0.0.1:4104',
        shortlink: 'http://127.0.0.1:4105',
      },
      previewFontFile: undefined,
      shutdown: { inFlightGraceMs: 10_000, outboxFlushMs: 0, totalMs: 20_000 },
      static: {
        shell: path.join(repoRoot, 'shell', 'dist'),
        mfe: {
          quiz: path.join(repoRoot, 'mfe-quiz', 'dist'),
          autodraft: path.join(repoRoot, 'mfe-autodraft', 'dist'),
          admin: path.join(repoRoot, 'mfe-admin', 'dist'),
        },
        mfeUrls: {},
      },
    });
  });

  test('When a route group\'s budget is set, then that group gets it; a budget below 1 or not a whole number stops the start', () => {
    expect(parseGatewayConfig(repoRoot, { GATEWAY_RATE_LIMIT_WRITE_PER_MINUTE: '30' }).rateLimits).toEqual({ ...DEFAULT_RATE_LIMIT_BUDGETS, write: 30 });
    expect(parseGatewayConfig(repoRoot, uniformRateLimitEnv(1_000_000)).rateLimits).toEqual({ read: 1_000_000, write: 1_000_000, generation: 1_000_000, content: 1_000_000 });
    expect(() => parseGatewayConfig(repoRoot, { GATEWAY_RATE_LIMIT_READ_PER_MINUTE: '0' })).toThrow(/GATEWAY_RATE_LIMIT_READ_PER_MINUTE/);
    expect(() => parseGatewayConfig(repoRoot, { GATEWAY_RATE_LIMIT_GENERATION_PER_MINUTE: '1.5' })).toThrow(/GATEWAY_RATE_LIMIT_GENERATION_PER_MINUTE/);
  });

  test('When MFE_QUIZ_URL is set, then that remote is served from there; a value that is no http(s) URL stops the start', () => {
    expect(parseGatewayConfig(repoRoot, { MFE_QUIZ_URL: 'https://cdn.example/quiz/' }).static.mfeUrls).toEqual({ quiz: 'https://cdn.example/quiz/' });
    expect(() => parseGatewayConfig(repoRoot, { MFE_ADMIN_URL: 'ftp://cdn.example/admin/' })).toThrow(/MFE_ADMIN_URL/);
  });

  test('When GATEWAY_TRUST_PROXY names the proxies in front, then the gateway believes exactly those hops; the services\' TRUST_PROXY is not its own', () => {
    expect(parseGatewayConfig(repoRoot, { GATEWAY_TRUST_PROXY: '10.0.0.0/8, 10.1.2.3' }).trustProxy).toBe('10.0.0.0/8, 10.1.2.3');
    expect(parseGatewayConfig(repoRoot, { GATEWAY_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseGatewayConfig(repoRoot, { GATEWAY_TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(parseGatewayConfig(repoRoot, { TRUST_PROXY: 'loopback' }).trustProxy).toBe(false);
  });

  test('When variables are set, then they override the defaults and relative dists resolve from the working directory', () => {
    const config = parseGatewayConfig(repoRoot, {
      PORT: '9090',
      HOST: '0.0.0.0',
      UPSTREAM_TIMEOUT_MS: '2500',
      ATTEMPT_SERVICE_URL: 'http://attempt.internal:80',
      MFE_ADMIN_DIST: 'builds/admin',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: 'https://www.quizlink.app',
    });

    expect(config.port).toBe(9090);
    expect(config.host).toBe('0.0.0.0');
    expect(config.timeoutMs).toBe(2500);
    expect(config.upstreams.attempt).toBe('http://attempt.internal:80');
    expect(config.upstreams.quiz).toBe('http://127.0.0.1:4101');
    expect(config.static.mfe.admin).toBe(path.resolve('builds/admin'));
    expect(config.logLevel).toBe('warn');
    expect(config.publicOrigin).toBe('https://www.quizlink.app');
  });

  test('When values are invalid, then every problem is reported with its variable name', () => {
    let thrown: unknown;
    try {
      parseGatewayConfig(repoRoot, { PORT: 'eighty', QUIZ_SERVICE_URL: 'ftp://quiz', UPSTREAM_TIMEOUT_MS: '0' });
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(ConfigError);
    const problems = (thrown as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^QUIZ_SERVICE_URL: must be a URL starting with http:\/\/ or https:\/\//m);
    expect(problems).toMatch(/^UPSTREAM_TIMEOUT_MS: /m);
  });

  test('When a service URL is a comma-separated list, then it becomes its replicas in order; one URL stays a string', () => {
    const config = parseGatewayConfig(repoRoot, { ATTEMPT_SERVICE_URL: 'http://attempt-0:4102, http://attempt-1:4102', QUIZ_SERVICE_URL: 'http://quiz:4101' });

    expect(config.upstreams.attempt).toEqual(['http://attempt-0:4102', 'http://attempt-1:4102']);
    expect(config.upstreams.quiz).toBe('http://quiz:4101');
  });

  test('When a replica list has an empty, invalid or repeated entry, then the start stops naming the variable', () => {
    expect(() => parseGatewayConfig(repoRoot, { ATTEMPT_SERVICE_URL: 'http://attempt-0:4102,,http://attempt-1:4102' })).toThrow(/ATTEMPT_SERVICE_URL/);
    expect(() => parseGatewayConfig(repoRoot, { ATTEMPT_SERVICE_URL: 'http://attempt-0:4102,attempt-1:4102' })).toThrow(/ATTEMPT_SERVICE_URL/);
    expect(() => parseGatewayConfig(repoRoot, { ATTEMPT_SERVICE_URL: 'http://attempt-0:4102,http://attempt-0:4102' })).toThrow(/ATTEMPT_SERVICE_URL: lists the same URL twice/);
  });
});
