import { z } from 'zod';

/** Stable error codes, `<domain>.<reason>`. Clients branch on these, never on messages. */
export const ERROR_CODES = {
  invalidRequest: 'request.invalid',
  malformedJson: 'request.malformed_json',
  payloadTooLarge: 'request.too_large',
  routeNotFound: 'route.not_found',
  userNotFound: 'user.not_found',
  quizNotFound: 'quiz.not_found',
  quizExpired: 'quiz.expired',
  dashboardNotFound: 'dashboard.not_found',
  attemptNotFound: 'attempt.not_found',
  upstreamUnavailable: 'gateway.upstream_unavailable',
  upstreamTimeout: 'gateway.upstream_timeout',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The one error shape on the wire. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    requestId: z.string(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Error codes added with the quiz and attempt services (kept apart so existing exports stay unchanged). */
export const SERVICE_ERROR_CODES = {
  /** A service this one depends on (e.g. the quiz service for answer keys) did not answer usefully. */
  dependencyUnavailable: 'service.dependency_unavailable',
  /** An Idempotency-Key already used by this user for an attempt on another quiz. */
  idempotencyKeyReused: 'attempt.idempotency_key_reused',
} as const;
