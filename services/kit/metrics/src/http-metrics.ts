import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram } from 'prom-client';
import { rateLimitRefusals } from './platform-metrics.ts';
import { metricsRegistry } from './registry.ts';

const TOO_MANY_REQUESTS = 429;

/** The route label of a request no route matched (404s, proxied paths): one value, never the raw path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; from a cached read (~1 ms) to an Auto Draft upload (tens of seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** RED metrics: rate and errors from the count per status, duration from the buckets. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by service, method, route template and status: count (rate, errors) and duration.',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

/** What the middleware reads of a request: Express's fields when a route matched, the URL otherwise. */
export type MeasuredRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string; originalUrl?: string };
/** An Express-compatible middleware that needs nothing of Express. */
export type MetricsMiddleware = (req: MeasuredRequest, res: ServerResponse, next: () => void) => void;

/** The matched route's template (`/api/quizzes/:id`), or `routeOf`'s answer when no Express route matched. */
function routeTemplate(req: MeasuredRequest, routeOf: ((req: MeasuredRequest) => string | undefined) | undefined): string {
  const route = req.route;
  if (route && typeof route.path === 'string') return (req.baseUrl ?? '') + route.path;
  return routeOf?.(req) ?? UNMATCHED_ROUTE;
}

export type HttpMetricsOptions = {
  service: string;
  /** A route label for requests no Express route handled (the gateway's proxied API paths). */
  routeOf?: (req: MeasuredRequest) => string | undefined;
};

type TimedResponse = ServerResponse & { req: MeasuredRequest } & Record<symbol, number | undefined>;

/**
 * Times every request and records it once, when the response ends (or the client goes away): one
 * histogram observation per request, nothing else on the hot path (a 429 also counts as a rate-limit
 * refusal). The `close` listener is one function per app, not one per request. The route label is the
 * template, never the raw URL, so ids and tokens never become label values.
 */
export function httpMetrics(opts: HttpMetricsOptions): MetricsMiddleware {
  const { service, routeOf } = opts;
  // Where the start time waits for the response to end: a property, not a closure per request; one key
  // per app, so nested apps (the gateway handing a request to a service app in-process) keep their own.
  const STARTED_AT = Symbol(`http-metrics.${service}`);
  function recordOnClose(this: TimedResponse): void {
    const seconds = (performance.now() - (this[STARTED_AT] ?? 0)) / 1000;
    const route = routeTemplate(this.req, routeOf);
    httpRequestDuration.observe({ service, method: this.req.method ?? '', route, status: this.statusCode }, seconds);
    if (this.statusCode === TOO_MANY_REQUESTS) rateLimitRefusals.inc({ service, route });
  }
  return (_req, res, next) => {
    (res as TimedResponse)[STARTED_AT] = performance.now();
    res.on('close', recordOnClose);
    next();
  };
}
