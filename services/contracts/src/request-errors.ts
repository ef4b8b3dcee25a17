/**
 * Codes and messages of requests refused before any route runs (the request itself is unusable) and of
 * a service that is briefly out of capacity. Kept apart from ERROR_CODES so existing exports stay unchanged.
 */
export const REQUEST_ERROR_CODES = {
  /** Broken percent-encoding (`%ff`, `%`) or a control character (NUL…) in the path. */
  malformedPath: 'request.malformed_path',
  /** A known path asked with a method it does not answer; the response carries `Allow`. */
  methodNotAllowed: 'request.method_not_allowed',
  /** A body whose Content-Type the route does not read (JSON routes read JSON; uploads multipart). */
  unsupportedMediaType: 'request.unsupported_media_type',
  /** A Content-Encoding the server does not decode. */
  unsupportedEncoding: 'request.unsupported_encoding',
  /** A body that is not what its Content-Encoding says (`gzip` over plain text). */
  malformedEncoding: 'request.malformed_encoding',
  /** A multipart body without a boundary, cut short or otherwise unreadable. */
  malformedMultipart: 'request.malformed_multipart',
  /** The database (or another capacity: live streams) is busy right now; retry after Retry-After. */
  temporarilyUnavailable: 'service.temporarily_unavailable',
} as const;

export const REQUEST_ERROR_MESSAGES = {
  malformedPath: 'The request path is not valid: broken percent-encoding or a control character',
  methodNotAllowed: 'This method is not allowed here',
  unsupportedMediaType: 'Send the body as application/json',
  unsupportedEncoding: 'Unsupported Content-Encoding: send the body uncompressed, or as gzip, deflate or br',
  malformedEncoding: 'The request body does not match its Content-Encoding',
  malformedMultipart: 'The upload is not valid multipart/form-data',
  temporarilyUnavailable: 'The service is busy. Please try again in a moment.',
} as const;

/** Seconds a client is told to wait (Retry-After) when a service is briefly out of capacity. */
export const RETRY_AFTER_SECONDS = { databaseBusy: 2, liveStreamsFull: 30 } as const;
