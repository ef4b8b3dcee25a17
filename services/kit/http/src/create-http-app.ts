import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { HEALTH_PATHS, LIMITS, redactSecretsInUrl } from '@quizlink/contracts';
import { errorHandler, notFoundHandler } from '@quizlink/kit-errors';
import type { Logger } from '@quizlink/kit-logger';
import { requestIdMiddleware } from './request-id.ts';
import { mountHealthRoutes, type ReadinessCheck } from './health.ts';

export type CreateHttpAppOptions = {
  service: string;
  logger: Logger;
  /** Run by GET /readyz; each rejects when its dependency is unusable. */
  readiness?: ReadinessCheck[];
  /** express.json body limit; default LIMITS.jsonBodyMaxBytes. */
  jsonLimitBytes?: number;
};

const quietPaths: ReadonlySet<string> = new Set([HEALTH_PATHS.live, HEALTH_PATHS.ready]);

/**
 * The Express app every service starts from: security headers (helmet), a request id on every request,
 * its log lines and its errors, an access log per request (probes excluded), JSON bodies up to a limit,
 * and the health and readiness probes. Add routes, then call finalizeApp.
 */
export function createHttpApp(opts: CreateHttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Services sit behind the gateway on loopback; trust only that hop for req.ip.
  app.set('trust proxy', 'loopback');
  app.use(requestIdMiddleware());
  app.use(
    pinoHttp({
      logger: opts.logger.child({ component: 'http' }),
      // req.log carries only the request id; the full request is logged once, on completion.
      quietReqLogger: true,
      customAttributeKeys: { reqId: 'requestId' },
      autoLogging: { ignore: (req) => quietPaths.has(req.url ?? '') },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      // URLs may carry a secret the spec puts there (the dashboard token): never log it.
      serializers: {
        req: (req: { url?: string }) => ({ ...req, url: redactSecretsInUrl(req.url ?? '') }),
      },
    }),
  );
  app.use(helmet());
  app.use(express.json({ limit: opts.jsonLimitBytes ?? LIMITS.jsonBodyMaxBytes }));
  mountHealthRoutes(app, opts.logger, opts.readiness ?? []);
  return app;
}

/** Adds the 404 and the central error handler; call once, after every route. */
export function finalizeApp(app: Express, logger: Logger): void {
  app.use(notFoundHandler());
  app.use(errorHandler(logger));
}
