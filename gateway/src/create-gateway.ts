import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { HEADERS, type MfeName, type ServiceName } from '@quizlink/contracts';
import { ensureRequestId, errorHandler } from '@quizlink/kit-errors';
import { createHttpApp, finalizeApp, rejectMalformedPaths, type TrustProxy } from '@quizlink/kit-http';
import type { Cache } from '@quizlink/kit-cache';
import type { Logger } from '@quizlink/kit-logger';
import { previewImageRoutes } from './preview-image.ts';
import { createRemoteRegistry } from './remote-registry.ts';
import { createQuizPreviewSource } from './quiz-preview-source.ts';
import { apiRoutes } from './routes.ts';
import { seoRoutes } from './seo.ts';
import { createShellPageRenderer } from './shell-page.ts';
import { securityHeaders } from './security-headers.ts';
import { shortRedirect } from './short-redirect.ts';
import { reportMissingBuilds, staticRoutes } from './static.ts';

export type GatewayOptions = {
  /** Base URL of each service (`http://127.0.0.1:4101`). */
  upstreams: Record<ServiceName, string>;
  /**
   * Build folders: the shell's and each remote's. Missing ones answer 503, they never stop the gateway.
   * `mfeUrls` (MFE_<NAME>_URL): remotes served from another origin; the registry and the CSP point there.
   */
  static: { shell: string; mfe: Record<MfeName, string>; mfeUrls?: Partial<Record<MfeName, string>> };
  /** How long an upstream may stay silent before the caller gets 504. */
  timeoutMs: number;
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
  /** The font of the generated link-preview images (installed with pdfjs-dist); else a system sans-serif. */
  previewFontFile?: string;
  /**
   * The shortlink resolve cache, shared with the shortlink service (SHORTLINK_CACHE.keyPrefix): the same
   * Redis in distributed mode, the service's own in-memory cache instance in embedded mode. Omitted:
   * /short/{short} asks the service on every visit.
   */
  shortlinkCache?: Cache;
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
  const site = createHttpApp({ service: 'gateway', logger: opts.logger, trustProxy: opts.trustProxy ?? false });
  // kit-http applies helmet's defaults; the gateway's CSP (what the front ends need) replaces them.
  site.use(securityHeaders(remotes.origins));
  site.use(shortRedirect({ shortlinkUrl: opts.upstreams.shortlink, cache: opts.shortlinkCache, shellDir: dirs.shell, timeoutMs: opts.timeoutMs, logger: opts.logger }));
  // Link previews (share tags in each page's HTML, generated quiz images), robots.txt and sitemap.xml.
  const quizzes = createQuizPreviewSource({ quizUrl: opts.upstreams.quiz, logger: opts.logger });
  site.use(seoRoutes({ contentUrl: opts.upstreams.content, publicOrigin: opts.publicOrigin, logger: opts.logger }));
  site.use(previewImageRoutes({ quizzes, fontFile: opts.previewFontFile, logger: opts.logger }));
  site.use(staticRoutes(dirs, createShellPageRenderer({ quizzes, publicOrigin: opts.publicOrigin, remotes }), remotes));
  finalizeApp(site, opts.logger);

  const app = express();
  app.disable('x-powered-by');
  // req.ip is the client the gateway reports to the services (x-forwarded-for, replaced, never appended).
  app.set('trust proxy', opts.trustProxy ?? false);
  app.use(assignRequestId());
  app.use(securityHeaders(remotes.origins));
  // A broken path is refused here already, for /api as for the gateway's own routes (400, common shape).
  app.use(rejectMalformedPaths());
  app.use(apiRoutes({ upstreams: opts.upstreams, timeoutMs: opts.timeoutMs, maxLiveStreams: opts.maxLiveStreams, logger: opts.logger }));
  app.use(site);
  // Errors raised before the kit app (a proxy set-up failure) still answer in the common shape.
  app.use(errorHandler(opts.logger));
  return app;
}
