import path from 'node:path';
import { z } from 'zod';
import type { MfeName, ServiceName } from '@quizlink/contracts';
import { baseConfigShape, loadConfig, parseConfig, portSchema, requireInProduction } from '@quizlink/kit-config';
import { trustProxySetting, type TrustProxy } from '@quizlink/kit-http';
import { DEFAULT_MAX_LIVE_STREAMS } from './live-streams.ts';

const httpUrl = z.string().refine(
  (value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { message: 'must be a URL starting with http:// or https://' },
);

/** A folder; a relative value is taken from the working directory, like any command-line path. */
const folder = (defaultPath: string) =>
  z
    .string()
    .default(defaultPath)
    .transform((value) => path.resolve(value));

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
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
    /** The shortlink service's Redis: /short/{short} reads the resolve cache it invalidates. */
    REDIS_URL: baseConfigShape.REDIS_URL,
    CACHE_KEY_PREFIX: baseConfigShape.CACHE_KEY_PREFIX,
    QUIZ_SERVICE_URL: httpUrl.default('http://127.0.0.1:4101'),
    ATTEMPT_SERVICE_URL: httpUrl.default('http://127.0.0.1:4102'),
    GENERATION_SERVICE_URL: httpUrl.default('http://127.0.0.1:4103'),
    CONTENT_SERVICE_URL: httpUrl.default('http://127.0.0.1:4104'),
    SHORTLINK_SERVICE_URL: httpUrl.default('http://127.0.0.1:4105'),
    /**
     * Proxies in front of the gateway (a load balancer) whose X-Forwarded-* to believe: addresses,
     * CIDRs, `loopback`, a hop count. Default none: the connecting address is the client. Named apart
     * from the services' TRUST_PROXY (which names the gateway), so one shared environment cannot make
     * the gateway believe its own clients.
     */
    GATEWAY_TRUST_PROXY: z.string().default('none'),
    /** Live (server-sent event) streams this instance relays at once; one more answers 503 at once. */
    LIVE_MAX_STREAMS: z.coerce.number().int().min(1).default(DEFAULT_MAX_LIVE_STREAMS),
    /** The site's public origin (https://quizlink.app) for share tags, robots.txt and the sitemap. */
    PUBLIC_ORIGIN: httpUrl.optional(),
    /** Font of the link-preview images; the committed Liberation Sans Bold by default. */
    /** Unset: Liberation Sans Bold as installed with pdfjs-dist (see preview-font.ts). */
    PREVIEW_FONT_FILE: z.string().optional().transform((value) => (value ? path.resolve(value) : undefined)),
    SHELL_DIST: folder(path.join(repoRoot, 'shell', 'dist')),
    MFE_QUIZ_DIST: folder(path.join(repoRoot, 'mfe-quiz', 'dist')),
    MFE_AUTODRAFT_DIST: folder(path.join(repoRoot, 'mfe-autodraft', 'dist')),
    MFE_ADMIN_DIST: folder(path.join(repoRoot, 'mfe-admin', 'dist')),
    /** Base URL a remote's mf-manifest.json lives under (another origin, a CDN); unset: served from its *_DIST folder. */
    MFE_QUIZ_URL: httpUrl.optional(),
    MFE_AUTODRAFT_URL: httpUrl.optional(),
    MFE_ADMIN_URL: httpUrl.optional(),
  }), {
    REDIS_URL: 'the short-link cache it shares with the shortlink service',
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
  timeoutMs: number;
  /** Which hops in front of the gateway may say who the client is (default: none). */
  trustProxy: TrustProxy;
  maxLiveStreams: number;
  /** Redis of the shortlink resolve cache, when configured. */
  redisUrl?: string;
  /** Prepended to cache keys: the same value as the shortlink service's, whose cache the gateway reads. */
  cacheKeyPrefix: string;
  upstreams: Record<ServiceName, string>;
  /** Build folders; `mfeUrls`: remotes served from another origin (MFE_<NAME>_URL), which the registry points at instead. */
  static: { shell: string; mfe: Record<MfeName, string>; mfeUrls: Partial<Record<MfeName, string>> };
  /** Canonical origin for share tags and the sitemap, when configured. */
  publicOrigin?: string;
  previewFontFile: string | undefined;
};

function toGatewayConfig(env: GatewayEnv): GatewayConfig {
  return {
    logLevel: env.LOG_LEVEL,
    host: env.HOST,
    port: env.PORT,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    trustProxy: trustProxySetting(env.GATEWAY_TRUST_PROXY),
    maxLiveStreams: env.LIVE_MAX_STREAMS,
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
