import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { HEADERS } from '@quizlink/contracts/http';
import type { MfeName, ServiceName } from '@quizlink/contracts/platform';
import { ensureRequestId, errorHandler } from '@quizlink/kit-errors';
import { createHttpApp, finalizeApp, inSeries, rejectMalformedPaths, type TrustProxy } from '@quizlink/kit-http';
import type { Cache } from '@quizlink/kit-cache';
import type { Logger } from '@quizlink/kit-logger';
import { httpMetrics } from '@quizlink/kit-metrics';
import { mountApiDocsRoutes } from './api-docs.ts';
import { apiRouteLabel } from './metrics-route.ts';
import { previewImageRoutes } from './preview-image.ts';
import { createRemoteRegistry } from './remote-registry.ts';
import { createQuizPreviewSource } from './quiz-preview-source.ts';
import { createGatewayRateLimits, type GatewayRateLimits } from './rate-limit.ts';
import { DEFAULT_RATE_LIMIT_BUDGETS } from './rate-limit-budgets.ts';
import { apiRoutes, type ApiRoutesOptions } from './routes.ts';
import { seoRoutes } from './seo.ts';
import { createShellPageRenderer } from './shell-page.ts';
import { SECURITY_HEADER_NAMES, securityHeaders } from './security-headers.ts';
import { shortRedirect } from './short-redirect.ts';
import { reportMissingBuilds, staticRoutes } from './static.ts';
import { firstUpstream, type UpstreamUrls } from './upstream-pool.ts';

export type GatewayOptions = {
  /** Base URL of each service (`http://127.0.0.1:4101`), or its replicas' (the API proxy takes them in turn; the rest uses the first). */
  upstreams: Record<ServiceName, UpstreamUrls>;
  /**
   * Build folders: the shell's and each remote's. Missing ones answer 503, they never stop the gateway.
   * `mfeUrls` (MFE_<NAME>_URL): remotes served from another origin; the registry and the CSP point there.
   */
  static: { shell: string; mfe: Record<MfeName, string>; mfeUrls?: Partial<Record<MfeName, string>> };
  /** How long an upstream may stay silent before the caller gets 504. */
  timeoutMs: number;
  /** Embedded mode: the services' apps in this process, called directly for /api (see ApiRoutesOptions.inProcess). */
  inProcess?: ApiRoutesOptions['inProcess'];
  /**
   * GATEWAY_TRUST_PROXY: proxies in front of the gateway whose X-Forwarded-For names the client. Default: none,
   * the connecting address is the client, and whatever it sent as X-Forwarded-* is replaced.
   */
  trustProxy?: TrustProxy;
  /** LIVE_MAX_STREAMS: live streams relayed at once; one more answers 503 at once (the page polls instead). */
  maxLiveStreams?: number;
  logger: Logger;
  /** PUBLIC_ORIGIN: the site's canonical origin for share tags, robots.txt and the sitemap (else from each request). */
  publicOrigin?: string;
  /** The font of the generated link-preview images (the committed one, see preview-font.ts); else a system sans-serif. */
  previewFontFile?: string;
  /**
   * The shortlink resolve cache, shared with the shortlink service (SHORTLINK_CACHE.keyPrefix): the same
   * Redis in distributed mode, the service's own in-memory cache instance in embedded mode. Omitted:
   * /short/{short} asks the service on every visit.
   */
  shortlinkCache?: Cache;
  /**
   * Per-client limits of the public API (createGatewayRateLimits: budgets per route group, counters in
   * Redis or memory); the caller closes them. Omitted: in memory with the default budgets.
   */
  rateLimits?: GatewayRateLimits;
};

/**
 * One id per request, decided before anything else: a valid incoming x-request-id is kept, otherwise
 * one is made. It is written back into the request headers so the proxied request carries it and the
 * kit app below adopts the same id for its logs and errors.
 */
function assignRequestId(): RequestHandler {
  return (req, res, next) => {
    req.headers[HEADERS.requestId] = ensureRequestId(req, res);
    next();
  };
}

/**
 * The single origin: /api/* proxied to the services by the contracts' routing table, the shell at `/`,
 * the remotes at /mfe/<name>/, security headers and request ids on everything.
 *
 * Two apps, on purpose: the proxy must see the raw request stream (uploads, JSON bodies byte for byte),
 * but kit-http's app parses JSON bodies first thing. So the outer app runs request ids, headers and
 * the proxy; everything that is not /api falls through to the kit app (access log, /healthz, /readyz,
 * static files, 404 and error handlers).
 */
export function createGateway(opts: GatewayOptions): Express {
  const dirs = {
    shell: path.resolve(opts.static.shell),
    mfe: {
      quiz: path.resolve(opts.static.mfe.quiz),
      autodraft: path.resolve(opts.static.mfe.autodraft),
      admin: path.resolve(opts.static.mfe.admin),
    },
  };
  const remotes = createRemoteRegistry({ dirs: dirs.mfe, urls: opts.static.mfeUrls }, opts.logger);
  reportMissingBuilds(dirs, opts.logger, Object.keys(opts.static.mfeUrls ?? {}) as MfeName[]);

  // The same trust as the outer app: share tags and the sitemap follow forwarded host and protocol only from a trusted proxy.
  const site = createHttpApp({ service: 'gateway', logger: opts.logger, trustProxy: opts.trustProxy ?? false, metrics: false });
  // kit-http applies helmet's defaults; the gateway's CSP (what the front ends need) replaces them.
  site.use(securityHeaders(remotes.origins));
  site.use(shortRedirect({ shortlinkUrl: firstUpstream(opts.upstreams.shortlink), cache: opts.shortlinkCache, shellDir: dirs.shell, timeoutMs: opts.timeoutMs, logger: opts.logger }));
  // Link previews (share tags in each page's HTML, generated quiz images), robots.txt and sitemap.xml.
  const quizzes = createQuizPreviewSource({ quizUrl: firstUpstream(opts.upstreams.quiz), logger: opts.logger });
  site.use(seoRoutes({ contentUrl: firstUpstream(opts.upstreams.content), publicOrigin: opts.publicOrigin, logger: opts.logger }));
  site.use(previewImageRoutes({ quizzes, fontFile: opts.previewFontFile, logger: opts.logger }));
  site.use(staticRoutes(dirs, createShellPageRenderer({ quizzes, publicOrigin: opts.publicOrigin, remotes }), remotes));
  finalizeApp(site, opts.logger);

  const app = express();
  app.disable('x-powered-by');
  // req.ip is the client the gateway reports to the services (x-forwarded-for, replaced, never appended).
  app.set('trust proxy', opts.trustProxy ?? false);
  app.use(
    inSeries([
      assignRequestId(),
      // RED metrics of every request, measured once here (the inner app's are off); proxied ones by routing-table entry.
      httpMetrics({ service: 'gateway', routeOf: apiRouteLabel }),
      securityHeaders(remotes.origins),
      // A broken path is refused here already, for /api as for the gateway's own routes (400, common shape).
      rejectMalformedPaths(),
      // Per client (req.ip, as trusted above) and route group, before anything reaches a service: 429 with Retry-After.
      (opts.rateLimits ?? createGatewayRateLimits({ budgets: DEFAULT_RATE_LIMIT_BUDGETS, logger: opts.logger })).handler,
    ]),
  );
  // The API description (OpenAPI, AsyncAPI, reference page): the gateway's own /api paths, before the proxy.
  mountApiDocsRoutes(app);
  app.use(
    apiRoutes({ upstreams: opts.upstreams, timeoutMs: opts.timeoutMs, maxLiveStreams: opts.maxLiveStreams, inProcess: opts.inProcess, gatewayHeaders: SECURITY_HEADER_NAMES, logger: opts.logger }),
  );
  app.use(site);
  // Errors raised before the kit app (a proxy set-up failure) still answer in the common shape.
  app.use(errorHandler(opts.logger));
  return app;
}
