import { HTTP_ERRORS } from '../errors/http-errors.ts';
import type { CatalogueError } from '../http/error-shape.ts';
import { QUIZ_ERRORS } from '../quiz/errors.ts';
import { QUIZ_HEADERS } from '../quiz/paths.ts';
import type { ApiHeader } from './route-types.ts';

/** Errors any public route may answer (the gateway's and every service's own), in the common shape. */
export const COMMON_ERRORS: readonly CatalogueError[] = [
  HTTP_ERRORS.requestMalformedPath,
  HTTP_ERRORS.requestMethodNotAllowed,
  HTTP_ERRORS.requestRateLimited,
  HTTP_ERRORS.internalError,
  HTTP_ERRORS.gatewayUpstreamUnavailable,
  HTTP_ERRORS.serviceTemporarilyUnavailable,
  HTTP_ERRORS.gatewayUpstreamTimeout,
];

/** Errors of a route that reads a JSON body. */
export const BODY_ERRORS: readonly CatalogueError[] = [
  HTTP_ERRORS.requestInvalid,
  HTTP_ERRORS.requestMalformedJson,
  HTTP_ERRORS.requestMalformedEncoding,
  HTTP_ERRORS.requestTooLarge,
  HTTP_ERRORS.requestUnsupportedMediaType,
  HTTP_ERRORS.requestUnsupportedEncoding,
];

/** A route whose path, query or body is validated. */
export const INVALID = [HTTP_ERRORS.requestInvalid] as const;

/** A route about one quiz: unknown, or past its lifetime. */
export const QUIZ_GONE = [QUIZ_ERRORS.quizNotFound, QUIZ_ERRORS.quizExpired] as const;

export const DASHBOARD_TOKEN_HEADER: ApiHeader = {
  name: QUIZ_HEADERS.dashboardToken,
  description: "The creator's dashboard token (from the create call's `dashboardToken`).",
  required: false,
};
