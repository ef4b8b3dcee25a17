export { AppError } from './app-error.ts';
export type { AppErrorExtras } from './app-error.ts';
export type { CatalogueError } from '@quizlink/contracts/errors';
export { validate, invalidRequestError, issuesOf } from './validate.ts';
export type { ValidationIssue } from './validate.ts';
export { errorHandler, notFoundHandler, sendError } from './error-handler.ts';
export type { ErrorClassifier } from './error-handler.ts';
export { requestErrorOf } from './body-errors.ts';
export { ensureRequestId, REQUEST_ID_PATTERN } from './request-id.ts';
