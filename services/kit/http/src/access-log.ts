import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { HEALTH_PATHS, redactSecretsInUrl } from '@quizlink/contracts/http';
import type { Logger } from '@quizlink/kit-logger';

const quietPaths: ReadonlySet<string> = new Set([HEALTH_PATHS.live, HEALTH_PATHS.ready]);

type Req = IncomingMessage & { originalUrl?: string };

/** The path a person reads: no query string, and the secrets the spec puts in paths (dashboard token) masked. */
function loggedPath(req: Req): string {
  return redactSecretsInUrl((req.originalUrl ?? req.url ?? '').split('?')[0] ?? '');
}

function requestLine(req: Req, res: ServerResponse, durationMs: number): string {
  return `${req.method} ${loggedPath(req)} ${res.statusCode} ${Math.round(durationMs)}ms`;
}

/**
 * One access-log line per request when it ends (probes excluded): `GET /api/quizzes/:id 200 4ms` as the
 * message, with the request id. The full request and response (headers redacted) are added only when
 * the logger is at debug level or below; `req.log` carries only the request id.
 */
export function accessLog(logger: Logger): HttpLogger {
  const detailed = logger.isLevelEnabled('debug');
  return pinoHttp({
    logger: logger.child({ component: 'http' }),
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    autoLogging: { ignore: (req) => quietPaths.has(req.url ?? '') },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res, durationMs) => requestLine(req, res, durationMs),
    customErrorMessage: (req, res, error) => `${req.method} ${loggedPath(req)} ${res.statusCode} failed: ${error.message}`,
    serializers: detailed
      ? // URLs may carry a secret the spec puts there (the dashboard token): never log it.
        { req: (req: { url?: string }) => ({ ...req, url: redactSecretsInUrl(req.url ?? '') }) }
      : { req: () => undefined, res: () => undefined },
  });
}
