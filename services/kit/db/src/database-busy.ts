import { ConnectionError, TimeoutError } from 'sequelize';

/**
 * Whether an error means the database cannot take this query right now, rather than that the query is
 * wrong: no pooled connection came free in time (`ConnectionAcquireTimeoutError`), the server refused
 * or dropped the connection (every `ConnectionError`), or a lock was not granted in time (SQLite's
 * SQLITE_BUSY, MySQL's lock wait: `TimeoutError`). Such requests may succeed when retried a moment
 * later, so they answer 503 with Retry-After instead of 500 (kit-http maps them).
 */
export function isDatabaseBusyError(error: unknown): boolean {
  return error instanceof ConnectionError || error instanceof TimeoutError;
}
