import express, { type Express } from 'express';
import { LIMITS } from '@quizlink/contracts/quiz';
import { errorHandler, notFoundHandler } from '@quizlink/kit-errors';
import type { Logger } from '@quizlink/kit-logger';
import { httpMetrics } from '@quizlink/kit-metrics';
import { accessLog } from './access-log.ts';
import { apiSecurityHeaders } from './api-security-headers.ts';
import { requestIdMiddleware } from './request-id.ts';
import { unlessCheckedByGateway } from './gateway-checked.ts';
import { mountHealthRoutes, type ReadinessCheck } from './health.ts';
import { rejectMalformedPaths, rejectUnreadableBodies } from './request-guards.ts';
import { methodNotAllowedHandler } from './method-not-allowed.ts';
import { databaseBusyAs503 } from './database-busy.ts';
import { inSeries } from './in-series.ts';
import type { TrustProxy } from './trust-proxy.ts';

export type CreateHttpAppOptions = {
  service: string;
  logger: Logger;
  /** Run by GET /readyz; each rejects when its dependency is unusable. */
  readiness?: ReadinessCheck[];
  /** express.json body limit; default LIMITS.jsonBodyMaxBytes. */
  jsonLimitBytes?: number;
  /**
   * Whose X-Forwarded-For to believe for req.ip (see trustProxySetting): the gateway's address as
   * configured (TRUST_PROXY). Default false: nobody, req.ip is the connecting address.
   */
  trustProxy?: TrustProxy;
  /**
   * Record http_request_duration_seconds for this app (label `service`); default true. The gateway
   * turns it off for its inner app: its outer app measures every request once.
   */
  metrics?: boolean;
};

/**
 * The Express app every service starts from: an API answer's security headers (helmet), a request id on every
 * request, its log lines and its errors, RED metrics and one access-log line per request (probes excluded), 400 for a malformed path,
 * 415 for a body that is neither JSON nor multipart, JSON bodies up to a limit, and the health and
 * readiness probes. Add routes, then call finalizeApp.
 */
export function createHttpApp(opts: CreateHttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Only configured proxy hops (the gateway) may say who the client is; a forged header from anyone else is ignored.
  app.set('trust proxy', opts.trustProxy ?? false);
  app.use(
    inSeries([
      requestIdMiddleware(),
      ...(opts.metrics !== false ? [httpMetrics({ service: opts.service })] : []),
      accessLog(opts.logger),
      // Done once by a gateway in the same process (embedded mode), for the requests it hands over (gateway-checked.ts).
      unlessCheckedByGateway(apiSecurityHeaders()),
      unlessCheckedByGateway(rejectMalformedPaths()),
      rejectUnreadableBodies(),
      express.json({ limit: opts.jsonLimitBytes ?? LIMITS.jsonBodyMaxBytes }),
    ]),
  );
  mountHealthRoutes(app, opts.logger, opts.readiness ?? []);
  return app;
}

/**
 * Adds the 405 (a known path, another method), the 404 and the central error handler, which also
 * answers a busy database with 503 and Retry-After; call once, after every route.
 */
export function finalizeApp(app: Express, logger: Logger): void {
  app.use(methodNotAllowedHandler(app));
  app.use(notFoundHandler());
  app.use(errorHandler(logger, { classify: databaseBusyAs503 }));
}
