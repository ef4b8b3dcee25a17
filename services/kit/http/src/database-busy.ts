import { HTTP_ERRORS, RETRY_AFTER_SECONDS } from '@quizlink/contracts/errors';
import { isDatabaseBusyError } from '@quizlink/kit-db';
import { AppError, type ErrorClassifier } from '@quizlink/kit-errors';

/**
 * The central error handler's view of a busy database (no pooled connection in time, a refused
 * connection, a lock not granted): 503 `service.temporarily_unavailable` with Retry-After, not a 500.
 */
export const databaseBusyAs503: ErrorClassifier = (error) =>
  isDatabaseBusyError(error)
    ? new AppError(HTTP_ERRORS.serviceTemporarilyUnavailable, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS.databaseBusy) }, cause: error })
    : undefined;
