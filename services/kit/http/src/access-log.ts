import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { HEALTH_PATHS, redactSecretsInUrl } from '@quizlink/contracts/http';
import type { Logger } from '@quizlink/kit-logger';

const quietPaths: ReadonlySet<string> = new Set([HEALTH_PATHS.live, HEALTH_PATHS.ready]);

type Req = IncomingMessage & { originalUrl?: string; id?: unknown };
type Middleware = (req: Req, res: ServerResponse, next: () => void) => void;
type LoggedResponse = ServerResponse & { req: Req } & Record<symbol, number | undefined>;

/** The path a person reads: no query string, and the secrets the spec puts in paths (dashboard token) masked. */
function loggedPath(req: Req): string {
  return redactSecretsInUrl((req.originalUrl ?? req.url ?? '').split('?')[0] ?? '');
}

function requestLine(req: Req, res: ServerResponse, durationMs: number): string {
  return `${req.method} ${loggedPath(req)} ${res.statusCode} ${Math.round(durationMs)}ms`;
}

/**
 * The line at info: `GET /api/quizzes/:id 200 4ms` with the request id, nothing else. Its fields are
 * fixed and hold no secret (the path is masked above), so it is written by a child without kit-logger's
 * path redaction, whose wildcard paths cost about 30 µs a line, and with no per-request child logger:
 * at 1,000 requests a second pino-http's per-request work and the redaction were a tenth of the
 * process's CPU (issue 14's embedded profile). A request the client abandoned is logged as well.
 */
function conciseAccessLog(logger: Logger): Middleware {
  const lines = logger.child({ component: 'http' }, { redact: [] });
  const STARTED_AT = Symbol('access-log.startedAt');
  function logOnce(this: LoggedResponse): void {
    this.removeListener('finish', logOnce);
    this.removeListener('close', logOnce);
    const durationMs = performance.now() - (this[STARTED_AT] ?? 0);
    const requestId = typeof this.req.id === 'string' ? this.req.id : undefined;
    if (this.statusCode >= 500) lines.error({ requestId }, requestLine(this.req, this, durationMs));
    else lines.info({ requestId }, requestLine(this.req, this, durationMs));
  }
  return (req, res, next) => {
    if (!quietPaths.has(req.url ?? '')) {
      (res as LoggedResponse)[STARTED_AT] = performance.now();
      res.once('finish', logOnce);
      res.once('close', logOnce);
    }
    next();
  };
}

/** At debug: pino-http's line, with the full request and response (headers redacted by kit-logger). */
function detailedAccessLog(logger: Logger): Middleware {
  return pinoHttp({
    logger: logger.child({ component: 'http' }),
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    autoLogging: { ignore: (req) => quietPaths.has(req.url ?? '') },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res, durationMs) => requestLine(req, res, durationMs),
    customErrorMessage: (req, res, error) => `${req.method} ${loggedPath(req)} ${res.statusCode} failed: ${error.message}`,
    // URLs may carry a secret the spec puts there (the dashboard token): never log it.
    serializers: { req: (req: { url?: string }) => ({ ...req, url: redactSecretsInUrl(req.url ?? '') }) },
  });
}

/**
 * One access-log line per request when it ends (probes excluded): `GET /api/quizzes/:id 200 4ms` as the
 * message, with the request id. The full request and response (headers redacted) are added only when
 * the logger is at debug level or below.
 */
export function accessLog(logger: Logger): Middleware {
  return logger.isLevelEnabled('debug') ? detailedAccessLog(logger) : conciseAccessLog(logger);
}
