import { RATE_LIMIT_ERROR_CODE } from '../contact.ts';
import { ERROR_CODES } from '../error-codes.ts';
import { QUIZ_HEADERS } from '../quiz-experience/paths.ts';
import { REQUEST_ERROR_CODES } from '../request-errors.ts';
import type { ApiHeader } from './route-types.ts';

/** Errors any public route may answer (the gateway's and every service's own), in the common shape. */
export const COMMON_ERRORS: Readonly<Record<number, readonly string[]>> = {
  400: [REQUEST_ERROR_CODES.malformedPath],
  405: [REQUEST_ERROR_CODES.methodNotAllowed],
  429: [RATE_LIMIT_ERROR_CODE],
  500: [ERROR_CODES.internal],
  502: [ERROR_CODES.upstreamUnavailable],
  503: [REQUEST_ERROR_CODES.temporarilyUnavailable],
  504: [ERROR_CODES.upstreamTimeout],
};

/** Errors of a route that reads a JSON body. */
export const BODY_ERRORS: Readonly<Record<number, readonly string[]>> = {
  400: [ERROR_CODES.invalidRequest, ERROR_CODES.malformedJson, REQUEST_ERROR_CODES.malformedEncoding],
  413: [ERROR_CODES.payloadTooLarge],
  415: [REQUEST_ERROR_CODES.unsupportedMediaType, REQUEST_ERROR_CODES.unsupportedEncoding],
};

/** A route whose path, query or body is validated. */
export const INVALID = { 400: [ERROR_CODES.invalidRequest] } as const;

/** A route about one quiz: unknown, or past its lifetime. */
export const QUIZ_GONE = { 404: [ERROR_CODES.quizNotFound], 410: [ERROR_CODES.quizExpired] } as const;

export const DASHBOARD_TOKEN_HEADER: ApiHeader = {
  name: QUIZ_HEADERS.dashboardToken,
  description: "The creator's dashboard token (from the create call's `dashboardToken`).",
  required: false,
};
