export { AppError, errors } from './app-error.ts';
export type { AppErrorOptions } from './app-error.ts';
export { validate, invalidRequestError, issuesOf } from './validate.ts';
export type { ValidationIssue } from './validate.ts';
export { errorHandler, notFoundHandler, sendError } from './error-handler.ts';
export type { ErrorClassifier } from './error-handler.ts';
export { requestErrorOf } from './body-errors.ts';
export { ensureRequestId, REQUEST_ID_PATTERN } from './request-id.ts';
