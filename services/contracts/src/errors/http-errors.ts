import { defineErrors } from '../http/error-shape.ts';

const UNAVAILABLE = 'The service is unavailable. Please try again.';

/**
 * The errors any service or the gateway may answer, whatever the route: requests refused before any
 * route runs (request.*), unknown routes, the gateway's upstream failures, a busy or not-ready service,
 * a refused internal call, and the generic 500. Keys are the codes in camelCase.
 */
export const HTTP_ERRORS = defineErrors({
  /** A payload that fails its schema: the message is the first issue's, details list every issue. */
  requestInvalid: { code: 'request.invalid', status: 400, message: 'Invalid request' },
  requestMalformedJson: { code: 'request.malformed_json', status: 400, message: 'Request body is not valid JSON' },
  requestTooLarge: { code: 'request.too_large', status: 413, message: 'Request body is too large' },
  /** Broken percent-encoding (`%ff`, `%`) or a control character (NUL…) in the path. */
  requestMalformedPath: { code: 'request.malformed_path', status: 400, message: 'The request path is not valid: broken percent-encoding or a control character' },
  /** A known path asked with a method it does not answer; the response carries `Allow`. */
  requestMethodNotAllowed: { code: 'request.method_not_allowed', status: 405, message: 'This method is not allowed here' },
  /** A body whose Content-Type the route does not read (JSON routes read JSON; uploads multipart). */
  requestUnsupportedMediaType: { code: 'request.unsupported_media_type', status: 415, message: 'Send the body as application/json' },
  /** A Content-Encoding the server does not decode. */
  requestUnsupportedEncoding: {
    code: 'request.unsupported_encoding',
    status: 415,
    message: 'Unsupported Content-Encoding: send the body uncompressed, or as gzip, deflate or br',
  },
  /** A body that is not what its Content-Encoding says (`gzip` over plain text). */
  requestMalformedEncoding: { code: 'request.malformed_encoding', status: 400, message: 'The request body does not match its Content-Encoding' },
  /** A multipart body without a boundary, cut short or otherwise unreadable. */
  requestMalformedMultipart: { code: 'request.malformed_multipart', status: 400, message: 'The upload is not valid multipart/form-data' },
  /** A client sending too often (the gateway's budgets, the contact form, uploads, quiz starts); with Retry-After. */
  requestRateLimited: { code: 'request.rate_limited', status: 429, message: 'Too many requests from your address. Please wait a moment and try again.' },
  routeNotFound: { code: 'route.not_found', status: 404, message: 'Not found' },
  gatewayUpstreamUnavailable: { code: 'gateway.upstream_unavailable', status: 502, message: UNAVAILABLE },
  gatewayUpstreamTimeout: { code: 'gateway.upstream_timeout', status: 504, message: 'The service took too long to answer. Please try again.' },
  /** The database (or another capacity) is busy right now; retry after Retry-After. */
  serviceTemporarilyUnavailable: { code: 'service.temporarily_unavailable', status: 503, message: 'The service is busy. Please try again in a moment.' },
  /** A service this one depends on (the quiz service for answer keys) did not answer usefully. */
  serviceDependencyUnavailable: { code: 'service.dependency_unavailable', status: 503, message: UNAVAILABLE },
  /** Missing or wrong service credential on an internal route. */
  serviceUnauthorized: { code: 'service.unauthorized', status: 401, message: 'This internal route needs a valid service credential' },
  /** The readiness probe: a dependency is down, or the process is draining. */
  serviceNotReady: { code: 'service.not_ready', status: 503, message: 'The service is not ready' },
  /** The serving instance holds as many live streams as it may (with Retry-After): the page falls back to polling. */
  liveCapacityReached: { code: 'live.capacity_reached', status: 503, message: 'Too many live connections. Please try again later.' },
  /** Anything unexpected: logged with the request id, never described to the client. */
  internalError: { code: 'internal_error', status: 500, message: 'An unexpected error occurred. Please try again later.' },
});
