import path from 'node:path';
import { z } from 'zod';
import type { MfeName, ServiceName } from '@quizlink/contracts/platform';
import { baseConfigShape, checkShutdownBudget, loadConfig, parseConfig, portSchema, requireInProduction, shutdownConfigShape, shutdownTimingOf } from '@quizlink/kit-config';
import type { ShutdownTiming } from '@quizlink/kit-lifecycle';
import { trustProxySetting, type TrustProxy } from '@quizlink/kit-http';
import { DEFAULT_MAX_LIVE_STREAMS } from './live-streams.ts';
import type { UpstreamUrls } from './upstream-pool.ts';
import { DEFAULT_RATE_LIMIT_BUDGETS, RATE_LIMIT_GROUPS, RATE_LIMIT_VARIABLES, type RateLimitBudgets } from './rate-limit-budgets.ts';

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const HTTP_URL_MESSAGE = 'must be a URL starting with http:// or https://';
const httpUrl = z.string().refine(isHttpUrl, { message: HTTP_URL_MESSAGE });

/**
 * A service's base URL, or its replicas' as a comma-separated list (no balancer in front of them):
 * one URL stays a string, two or more become the list the proxy takes in turn (upstream-pool.ts).
 */
const upstreamUrls = (defaultUrl: string) =>
  z
    .string()
    .default(defaultUrl)
    .transform((value) => value.split(',').map((url) => url.trim()))
    .refine((urls) => urls.every(isHttpUrl), { message: HTTP_URL_MESSAGE })
    .refine((urls) => new Set(urls).size === urls.length, { message: 'lists the same URL twice' })
    .transform((urls): UpstreamUrls => (urls.length === 1 ? (urls[0] as string) : urls));

/** A folder; a relative value is taken from the working directory, like any command-line path. */
const folder = (defaultPath: string) =>
  z
    .string()
    .default(defaultPath)
    .transform((value) => path.resolve(value));

/** A group's budget: requests per client per minute (GATEWAY_RATE_LIMIT_<GROUP>_PER_MINUTE). */
const budget = (defaultPerMinute: number) => z.coerce.number().int().min(1).default(defaultPerMinute);

/** Per-client budgets of the public API's route groups (rate-limit-budgets.ts); beyond one, 429 with Retry-After. */
const rateLimitShape = {
  [RATE_LIMIT_VARIABLES.read]: budget(DEFAULT_RATE_LIMIT_BUDGETS.read),
  [RATE_LIMIT_VARIABLES.write]: budget(DEFAULT_RATE_LIMIT_BUDGETS.write),
  [RATE_LIMIT_VARIABLES.generation]: budget(DEFAULT_RATE_LIMIT_BUDGETS.generation),
  [RATE_LIMIT_VARIABLES.content]: budget(DEFAULT_RATE_LIMIT_BUDGETS.content),
};

/**
 * The gateway's environment. The dist defaults point at each front end's `dist/` in the repository,
 * so the repository root is an argument (main.ts knows where it is; this file must not use import.meta).
 */
export function gatewayConfigSchema(repoRoot: string) {
  return requireInProduction(z.object({
    NODE_ENV: baseConfigShape.NODE_ENV,
    LOG_LEVEL: baseConfigShape.LOG_LEVEL,
    // Loopback by default: in embedded mode nothing else should reach it unless asked to
    // (HOST=0.0.0.0 in a container, or behind a reverse proxy on another machine).
    HOST: baseConfigShape.HOST,
    PORT: portSchema.default(8080),
    METRICS_PORT: baseConfigShape.METRICS_PORT,
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
    /** The shortlink service's Redis (/short/{short} reads the resolve cache it invalidates); also the rate-limit counters'. */
    REDIS_URL: baseConfigShape.REDIS_URL,
    CACHE_KEY_PREFIX: baseConfigShape.CACHE_KEY_PREFIX,
    QUIZ_SERVICE_URL: upstreamUrls('http://127.0.0.1:4101'),
    ATTEMPT_SERVICE_URL: upstreamUrls('http://127.0.0.1:4102'),
    GENERATION_SERVICE_URL: upstreamUrls('http://127.0.0.1:4103'),
    CONTENT_SERVICE_URL: upstreamUrls('http://127.0.0.1:4104'),
    SHORTLINK_SERVICE_URL: upstreamUrls('http://127.0.0.1:4105'),
    /**
     * Proxies in front of the gateway (a load balancer) whose X-Forwarded-* to believe: addresses,
     * CIDRs, `loopback`, a hop count. Default none: the connecting address is the client. Named apart
     * from the services' TRUST_PROXY (which names the gateway), so one shared environment cannot make
     * the gateway believe its own clients.
     */
    GATEWAY_TRUST_PROXY: z.string().default('none'),
    /** Live (server-sent event) streams this instance relays at once; one more answers 503 at once. */
    LIVE_MAX_STREAMS: z.coerce.number().int().min(1).default(DEFAULT_MAX_LIVE_STREAMS),
    ...rateLimitShape,
    /** The site's public origin (https://quizlink.app) for share tags, robots.txt and the sitemap. */
    PUBLIC_ORIGIN: httpUrl.optional(),
    /** Font of the link-preview images; unset: the committed Liberation Sans Bold (see preview-font.ts). */
    PREVIEW_FONT_FILE: z.string().optional().transform((value) => (value ? path.resolve(value) : undefined)),
    SHELL_DIST: folder(path.join(repoRoot, 'shell', 'dist')),
    MFE_QUIZ_DIST: folder(path.join(repoRoot, 'mfe-quiz', 'dist')),
    MFE_AUTODRAFT_DIST: folder(path.join(repoRoot, 'mfe-autodraft', 'dist')),
    MFE_ADMIN_DIST: folder(path.join(repoRoot, 'mfe-admin', 'dist')),
    /** Base URL a remote's mf-manifest.json lives under (another origin, a CDN); unset: served from its *_DIST folder. */
    MFE_QUIZ_URL: httpUrl.optional(),
    MFE_AUTODRAFT_URL: httpUrl.optional(),
    MFE_ADMIN_URL: httpUrl.optional(),
    /** Requests in flight at SIGTERM may finish within this; the whole shutdown within SHUTDOWN_TIMEOUT_MS (no outbox here). */
    SHUTDOWN_IN_FLIGHT_GRACE_MS: shutdownConfigShape.SHUTDOWN_IN_FLIGHT_GRACE_MS,
    SHUTDOWN_TIMEOUT_MS: shutdownConfigShape.SHUTDOWN_TIMEOUT_MS,
  }).superRefine(checkShutdownBudget), {
    REDIS_URL: 'the short-link cache it shares with the shortlink service, and rate-limit counters shared by every instance',
    // The loopback defaults only fit one machine.
    QUIZ_SERVICE_URL: '',
    ATTEMPT_SERVICE_URL: '',
    GENERATION_SERVICE_URL: '',
    CONTENT_SERVICE_URL: '',
    SHORTLINK_SERVICE_URL: '',
  });
}

/** The validated environment, before it is shaped into gateway options. */
export type GatewayEnv = z.output<ReturnType<typeof gatewayConfigSchema>>;

/** Everything the gateway needs at start, shaped for `createGateway` and `listen`. */
export type GatewayConfig = {
  logLevel: GatewayEnv['LOG_LEVEL'];
  host: string;
  port: number;
  /** Where /metrics is served (METRICS_PORT); unset: nowhere. Never on the public port. */
  metricsPort?: number;
  timeoutMs: number;
  /** Which hops in front of the gateway may say who the client is (default: none). */
  trustProxy: TrustProxy;
  maxLiveStreams: number;
  /** Requests per client per minute on the public API, per route group. */
  rateLimits: RateLimitBudgets;
  /** Redis of the shortlink resolve cache, when configured. */
  redisUrl?: string;
  /** Prepended to cache keys: the same value as the shortlink service's, whose cache the gateway reads. */
  cacheKeyPrefix: string;
  /** Each service's base URL, or its replicas' (a comma-separated `<SERVICE>_SERVICE_URL`). */
  upstreams: Record<ServiceName, UpstreamUrls>;
  /** Build folders; `mfeUrls`: remotes served from another origin (MFE_<NAME>_URL), which the registry points at instead. */
  static: { shell: string; mfe: Record<MfeName, string>; mfeUrls: Partial<Record<MfeName, string>> };
  /** Canonical origin for share tags and the sitemap, when configured. */
  publicOrigin?: string;
  previewFontFile: string | undefined;
  /** Bounds of the graceful shutdown (the gateway has no outbox: its flush bound is 0). */
  shutdown: ShutdownTiming;
};

function toGatewayConfig(env: GatewayEnv): GatewayConfig {
  return {
    logLevel: env.LOG_LEVEL,
    host: env.HOST,
    port: env.PORT,
    ...(env.METRICS_PORT === undefined ? {} : { metricsPort: env.METRICS_PORT }),
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    trustProxy: trustProxySetting(env.GATEWAY_TRUST_PROXY),
    maxLiveStreams: env.LIVE_MAX_STREAMS,
    rateLimits: Object.fromEntries(RATE_LIMIT_GROUPS.map((group) => [group, env[RATE_LIMIT_VARIABLES[group]]])) as RateLimitBudgets,
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    cacheKeyPrefix: env.CACHE_KEY_PREFIX,
    upstreams: {
      quiz: env.QUIZ_SERVICE_URL,
      attempt: env.ATTEMPT_SERVICE_URL,
      generation: env.GENERATION_SERVICE_URL,
      content: env.CONTENT_SERVICE_URL,
      shortlink: env.SHORTLINK_SERVICE_URL,
    },
    ...(env.PUBLIC_ORIGIN ? { publicOrigin: env.PUBLIC_ORIGIN } : {}),
    previewFontFile: env.PREVIEW_FONT_FILE,
    shutdown: shutdownTimingOf(env),
    static: {
      shell: env.SHELL_DIST,
      mfe: { quiz: env.MFE_QUIZ_DIST, autodraft: env.MFE_AUTODRAFT_DIST, admin: env.MFE_ADMIN_DIST },
      mfeUrls: {
        ...(env.MFE_QUIZ_URL ? { quiz: env.MFE_QUIZ_URL } : {}),
        ...(env.MFE_AUTODRAFT_URL ? { autodraft: env.MFE_AUTODRAFT_URL } : {}),
        ...(env.MFE_ADMIN_URL ? { admin: env.MFE_ADMIN_URL } : {}),
      },
    },
  };
}

/** Parses an environment; throws ConfigError listing every problem (tests, launchers that embed the gateway). */
export function parseGatewayConfig(repoRoot: string, env: Record<string, string | undefined>): GatewayConfig {
  return toGatewayConfig(parseConfig(gatewayConfigSchema(repoRoot), env));
}

/** Reads process.env at start-up; prints every problem and exits 1 when the environment is invalid. */
export function loadGatewayConfig(repoRoot: string, env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return toGatewayConfig(loadConfig(gatewayConfigSchema(repoRoot), env));
}
