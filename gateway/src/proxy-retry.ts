import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import readRawBody from 'raw-body';
import { HEADERS } from '@quizlink/contracts/http';
import { LIMITS } from '@quizlink/contracts/quiz';

/**
 * One retry of a proxied request whose upstream connection failed before any response byte: a service
 * restarting (connection refused) or a pooled keep-alive socket the service had just closed (reset,
 * "socket hang up"). Only requests that may safely arrive twice are retried: idempotent methods, and any
 * request carrying an Idempotency-Key (the service answers its repeat with the first result).
 */
export const PROXY_RETRY = {
  /** Pause before the one retry: long enough for a pooled socket's close to land, short for the caller. */
  delayMs: 200,
  /** Bodies up to this size are kept for the retry (the largest body a service accepts); larger ones stream, never retried. */
  maxBufferedBodyBytes: LIMITS.documentMaxBytes,
} as const;

const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Failures that mean the request never reached a service that could act on it, or the socket died unanswered. */
const CONNECTION_FAILURE_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/** Idempotent by its method, or made so by the client's Idempotency-Key. */
export function isRetryableRequest(req: Pick<IncomingMessage, 'method' | 'headers'>): boolean {
  if (IDEMPOTENT_METHODS.has((req.method ?? '').toUpperCase())) return true;
  const key = req.headers[HEADERS.idempotencyKey];
  return typeof key === 'string' && key.trim() !== '';
}

/** A refused, reset or hung-up connection (not a timeout: a slow service may have acted on the request). */
export function isConnectionFailure(error: Error & { code?: string }): boolean {
  if (error.code && CONNECTION_FAILURE_CODES.has(error.code)) return true;
  return error.message === 'socket hang up';
}

/**
 * The body kept for a retry, read whole before the first try: `undefined` when the request is not
 * retried (not idempotent, a streamed body of unknown length, or one larger than the limit), in which
 * case the proxy streams it as it comes. A request without a body keeps an empty one.
 */
export async function bodyForRetry(req: IncomingMessage): Promise<Buffer | undefined> {
  if (!isRetryableRequest(req)) return undefined;
  const declared = req.headers['content-length'];
  if (declared === undefined) return req.headers['transfer-encoding'] === undefined ? Buffer.alloc(0) : undefined;
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length > PROXY_RETRY.maxBufferedBodyBytes) return undefined;
  // raw-body (Express's own body reader) rather than node:stream/consumers, whose Blob and ArrayBuffer
  // steps cost a tenth of the gateway's CPU per submission (`npm run bench -- gateway-hop`); it also
  // refuses a body that ends short of its Content-Length.
  return length === 0 ? Buffer.alloc(0) : readRawBody(req, { length, limit: PROXY_RETRY.maxBufferedBodyBytes });
}

/**
 * A fresh stream of the kept body for one try (the proxy reads it instead of the consumed request):
 * the body and its end pushed at once, where `Readable.from` would hand it over through an async iterator.
 */
export function replayBody(body: Buffer): Readable {
  const stream = new Readable({ read() {} });
  if (body.length > 0) stream.push(body);
  stream.push(null);
  return stream;
}

/** What one retryable request needs to know to decide on its retry. */
export type RetryState = { body?: Buffer; retried: boolean; gotResponse: boolean };

/**
 * Whether this failure earns the request its one retry: a kept body, no retry yet, no response byte
 * from the service, a connection failure (not a timeout), and a caller still waiting for its answer.
 */
export function shouldRetry(state: RetryState, error: Error & { code?: string }, opts: { timedOut: boolean; headersSent: boolean; callerGone: boolean }): boolean {
  return state.body !== undefined && !state.retried && !state.gotResponse && !opts.timedOut && !opts.headersSent && !opts.callerGone && isConnectionFailure(error);
}
