import type { Agent, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin, type Plugin } from 'http-proxy-middleware';
import { redactSecretsInUrl } from '@quizlink/contracts/http';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { serviceForPath, type ServiceName } from '@quizlink/contracts/platform';
import { AppError, notFoundHandler, sendError } from '@quizlink/kit-errors';
import { requestIdOf } from '@quizlink/kit-http';
import type { Logger } from '@quizlink/kit-logger';
import { isUnderPrefix } from './asset-paths.ts';
import { forwardedHeaders } from './forwarded-headers.ts';
import { bodyForRetry, PROXY_RETRY, replayBody, shouldRetry, type RetryState } from './proxy-retry.ts';
import { inProcessDispatcher } from './in-process-dispatch.ts';
import { createLiveStreamGate, createUpstreamAgents, DEFAULT_MAX_LIVE_STREAMS, isLiveStreamPath, liveCapacityError } from './live-streams.ts';
import { createUpstreamPool, type UpstreamChoice, type UpstreamPool, type UpstreamUrls } from './upstream-pool.ts';

export type ApiRoutesOptions = {
  /**
   * Base URL of each service, e.g. `http://127.0.0.1:4101`; the request path is appended unchanged.
   * A list: the service's replicas, one request each in turn; a retry goes to the next one.
   */
  upstreams: Record<ServiceName, UpstreamUrls>;
  /** How long an upstream may stay silent before the caller gets 504. */
  timeoutMs: number;
  /** Live (server-sent event) streams relayed at once; one more answers 503 at once. Default 1000. */
  maxLiveStreams?: number;
  /**
   * Embedded mode: services running in this process, whose apps take their requests directly — the
   * same routing, forwarded headers, timeout and live-stream gate, without a loopback socket.
   */
  inProcess?: Partial<Record<ServiceName, RequestHandler>>;
  /**
   * The gateway's security headers (every name it may set before routing): a proxied service's own
   * values of them are dropped, so the browser gets the gateway's and nothing else. Default: none.
   */
  gatewayHeaders?: readonly string[];
  logger: Logger;
};

export const API_PREFIX = '/api';

// The library types its own plugins for bare node:http objects; express's extend them, and the plugins
// only use the node:http surface, so they apply unchanged.
const expressPlugins = [debugProxyErrorsPlugin, proxyEventsPlugin] as unknown as Plugin<Request, Response>[];

const isEventStream = (contentType: string | undefined): boolean => contentType?.split(';')[0]?.trim().toLowerCase() === 'text/event-stream';

/** What the gateway knows about one proxied request, from routing to its last byte. */
type ProxiedRequest = { service: ServiceName; startedAt: number; timedOut: boolean; retry: RetryState; tryAgain?: () => void; replica?: UpstreamChoice };

/**
 * A target of letters, digits, `_`, `-` and slashes, with a query of the same and `=` `&`: nothing in it
 * that URL parsing would resolve (dot segments), decode or encode, so it is its own normal form — the
 * form of the front ends' API calls (ids, codes, tokens, `?limit=10`). Read without a URL object (issue 14:
 * ~0.6 % of the embedded process).
 */
const PLAIN_TARGET = /^(\/[\w/-]*)(\?[\w=&-]*)?$/;

/**
 * The path as the router must judge it: dot segments resolved (`/api/users/../../internal/x` is
 * `/internal/x`, not a users route), with the query kept aside. The raw target is appended to a fixed
 * origin rather than resolved against it, so `//host/x` stays a path and never becomes a host.
 */
export function parseTarget(rawUrl: string): { pathname: string; search: string } | undefined {
  const plain = PLAIN_TARGET.exec(rawUrl);
  if (plain) return { pathname: plain[1] as string, search: plain[2] && plain[2].length > 1 ? plain[2] : '' };
  try {
    const url = new URL(`http://gateway.invalid${rawUrl.startsWith('/') ? '' : '/'}${rawUrl}`);
    return { pathname: url.pathname, search: url.search };
  } catch {
    return undefined;
  }
}

/** Every header a client could use to claim another address or origin; the gateway rewrites them all. */
const FORWARDED_HEADER_NAMES = ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip'] as const;

/**
 * The forwarded headers the service receives are the gateway's own judgement (req.ip under
 * GATEWAY_TRUST_PROXY), never a client's claim: the client's values are removed, then set.
 */
function replaceForwardedHeaders(req: Request): void {
  const remoteAddress = req.socket.remoteAddress;
  const isTrusted = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const values = forwardedHeaders(req.headers, {
    clientAddress: req.ip ?? remoteAddress,
    fromTrustedProxy: remoteAddress !== undefined && isTrusted(remoteAddress, 0),
    encrypted: (req.socket as TLSSocket).encrypted === true,
    localPort: req.socket.localPort,
  });
  for (const name of FORWARDED_HEADER_NAMES) delete req.headers[name];
  Object.assign(req.headers, values);
}

/**
 * /api/*: each path goes to the service the contracts' routing table names, with its path, query and
 * body unchanged (the body is streamed, never parsed here, so uploads pass as they came). Unknown API
 * paths get 404 `route.not_found`; a dead upstream 502, a silent one 504, both in the common error
 * shape. An idempotent request (or one with an Idempotency-Key) whose upstream connection fails before
 * any answer is retried once (proxy-retry.ts). Anything outside /api is passed on.
 */
export function apiRoutes(opts: ApiRoutesOptions): RequestHandler {
  const { upstreams, timeoutMs, logger, gatewayHeaders = [] } = opts;
  // The access line below has fixed fields and no secret (a URL's are masked by redactSecretsInUrl), so it skips
  // kit-logger's path redaction, whose wildcard paths cost about 30 µs a line (issue 14's gateway profile).
  const accessLog = logger.child({}, { redact: [] });
  const proxied = new WeakMap<IncomingMessage, ProxiedRequest>();
  const pools = Object.fromEntries(Object.entries(upstreams).map(([service, urls]) => [service, createUpstreamPool(urls)])) as Record<ServiceName, UpstreamPool>;
  const notFound = notFoundHandler();

  const onProxyError = (error: Error & { code?: string }, req: Request, res: Response | Socket): void => {
    const state = proxied.get(req);
    const timedOut = state?.timedOut === true || error.code === 'ETIMEDOUT';
    const headersSent = !('writeHead' in res) || res.headersSent;
    if (state?.tryAgain && shouldRetry(state.retry, error, { timedOut, headersSent, callerGone: res.destroyed || req.socket.destroyed })) {
      state.retry.retried = true;
      logger.info({ requestId: requestIdOf(req), upstream: state.service, errorCode: error.code }, 'upstream connection failed; retrying once');
      setTimeout(state.tryAgain, PROXY_RETRY.delayMs);
      return;
    }
    logger.warn(
      { requestId: requestIdOf(req), upstream: state?.service, errorCode: error.code, timedOut, err: error.message },
      timedOut ? 'upstream timed out' : 'upstream unavailable',
    );
    if (!('writeHead' in res) || res.headersSent) {
      // The status line is gone (or this is a raw socket): cutting the connection is the only honest signal.
      res.destroy();
      return;
    }
    const failure = timedOut
      ? new AppError(HTTP_ERRORS.gatewayUpstreamTimeout)
      : new AppError(HTTP_ERRORS.gatewayUpstreamUnavailable);
    sendError(res, requestIdOf(req), failure);
  };

  const createProxy = (agent: Agent) => createProxyMiddleware<Request, Response>({
    agent,
    router: (req, _res, options) => {
      const state = proxied.get(req);
      // Only the handler below calls the proxy, after routing; reaching here unrouted is a bug.
      if (!state) throw new Error(`API request reached the proxy without a route: ${req.url}`);
      // A retryable request's body was read ahead: each try sends it from a fresh stream.
      if (state.retry.body) options.buffer = replayBody(state.retry.body);
      state.replica = pools[state.service].choose(state.replica);
      return state.replica.url;
    },
    // The service sees its own host; the caller's host travels in x-forwarded-host.
    changeOrigin: true,
    proxyTimeout: timeoutMs,
    // `timeout` (the caller's socket) is deliberately not set: it starts before the upstream request,
    // so it would fire first and reset the caller's connection instead of answering 504. Slow callers
    // are bounded by the HTTP server's own requestTimeout/headersTimeout.
    // The default plugins answer errors with plain text and log to the console; ours answer in the
    // common error shape (below). debugProxyErrorsPlugin keeps socket errors from crashing the process.
    ejectPlugins: true,
    plugins: expressPlugins,
    on: {
      // proxyTimeout destroys the upstream request, which surfaces as a plain ECONNRESET; marking the
      // timeout here is what tells 504 from 502. (httpxy skips this event for `Expect: 100-continue`
      // requests, which browsers never send; such a timeout would answer 502.)
      proxyReq: (proxyReq, req) => {
        proxyReq.once('timeout', () => {
          const state = proxied.get(req);
          if (state) state.timedOut = true;
        });
        // A server-sent events stream (live leaderboard, live dashboard) is silent between events by
        // design: once the service has answered with one, the timeout meant for a service that never
        // answers no longer applies to it. Every other answer keeps it.
        proxyReq.once('response', (proxyRes) => {
          const state = proxied.get(req);
          if (state) state.retry.gotResponse = true;
          if (isEventStream(proxyRes.headers['content-type'])) proxyReq.setTimeout(0);
        });
      },
      // Emitted before the service's headers are copied onto the answer: the gateway's set (its pages' or
      // its API's) is the one a browser gets, none of the service's own.
      proxyRes: (proxyRes) => {
        for (const name of gatewayHeaders) delete proxyRes.headers[name];
      },
      error: (error, req, res) => onProxyError(error, req, res),
    },
  });
  const agents = createUpstreamAgents();
  const proxy = createProxy(agents.ordinary);
  const liveProxy = createProxy(agents.live);
  const liveStreams = createLiveStreamGate(opts.maxLiveStreams ?? DEFAULT_MAX_LIVE_STREAMS);
  const dispatchInProcess = inProcessDispatcher(timeoutMs, logger);
  /** A live stream's place among the open ones; none left answers 503 at once (false). */
  const admitLiveStream = (req: Request, res: Response): boolean => {
    if (liveStreams.admit(req, res)) return true;
    logger.warn({ requestId: requestIdOf(req), open: liveStreams.openCount() }, 'live stream refused: gateway at capacity');
    sendError(res, requestIdOf(req), liveCapacityError());
    return false;
  };

  return (req, res, next) => {
    const target = parseTarget(req.url);
    if (!target || !isUnderPrefix(target.pathname, API_PREFIX)) {
      next();
      return;
    }
    const service = serviceForPath(target.pathname);
    if (!service) {
      notFound(req, res, next);
      return;
    }
    req.url = `${target.pathname}${target.search}`;
    replaceForwardedHeaders(req);
    const live = isLiveStreamPath(target.pathname);
    const local = opts.inProcess?.[service];
    if (local) {
      // Handed to a service in this process: no proxy state, and logged once, by the service (same request id).
      if (!live || admitLiveStream(req, res)) dispatchInProcess(local, req, res, next, { service });
      return;
    }
    const state: ProxiedRequest = { service, startedAt: Date.now(), timedOut: false, retry: { retried: false, gotResponse: false } };
    proxied.set(req, state);
    res.once('close', () => {
      accessLog.info(
        {
          requestId: requestIdOf(req),
          method: req.method,
          url: redactSecretsInUrl(req.originalUrl),
          upstream: service,
          status: res.statusCode,
          durationMs: Date.now() - state.startedAt,
          completed: res.writableFinished,
        },
        'proxied request',
      );
    });
    if (live && !admitLiveStream(req, res)) return;
    if (!live) {
      // Idempotent requests (or ones with an Idempotency-Key) get one retry on a failed connection.
      state.tryAgain = () => void proxy(req, res, next).catch(next);
      bodyForRetry(req)
        .then((body) => {
          if (body) state.retry.body = body;
          return proxy(req, res, next);
        })
        .catch(next);
      return;
    }
    liveProxy(req, res, next).catch(next);
  };
}
