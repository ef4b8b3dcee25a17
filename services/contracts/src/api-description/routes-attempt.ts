import { ATTEMPT_HEADERS, attemptDetailSchema, attemptIdParamsSchema, leaderboardResponseSchema, quizAttemptsParamsSchema, submitAttemptRequestSchema, submitAttemptResponseSchema } from '../attempts.ts';
import { ERROR_CODES, SERVICE_ERROR_CODES } from '../error-codes.ts';
import { QUIZ_EXPERIENCE_ERROR_CODES as CODES } from '../quiz-experience/errors.ts';
import { QUIZ_API_PATHS } from '../quiz-experience/paths.ts';
import {
  attemptStartSchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  questionIdParamsSchema,
  startAttemptRequestSchema,
  verifyAnswerRequestSchema,
  verifyAnswerResponseSchema,
} from '../quiz-experience/schemas.ts';
import { API_PATHS, HEADERS } from '../routes.ts';
import { DASHBOARD_TOKEN_HEADER, INVALID, QUIZ_GONE } from './common-errors.ts';
import { MEDIA_TYPES, type ApiRoute } from './route-types.ts';

const ATTEMPT_SECRET_HEADER = {
  name: ATTEMPT_HEADERS.attemptSecret,
  description: "The attempt's secret (the submission's `attemptSecret`).",
  required: false,
} as const;
const DEPENDENCY = { 503: [SERVICE_ERROR_CODES.dependencyUnavailable] } as const;

/** The attempt service: starts, submissions, results, boards, live results and verify. */
export const ATTEMPT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'post', path: QUIZ_API_PATHS.attemptStarts, summary: 'Start a quiz (the server keeps the time)',
    body: { schema: startAttemptRequestSchema },
    responses: { 201: { description: "The taker's start record with the questions (the same one again on a repeat)", schema: attemptStartSchema } },
    errors: { ...INVALID, ...QUIZ_GONE, 404: [ERROR_CODES.quizNotFound, ERROR_CODES.userNotFound], ...DEPENDENCY },
  },
  {
    method: 'post', path: API_PATHS.attempts, summary: 'Submit an attempt (the server scores it)',
    headers: [{ name: HEADERS.idempotencyKey, description: 'One key per submission: a retry with it returns the same attempt.', required: false }],
    body: { schema: submitAttemptRequestSchema },
    responses: { 201: { description: "The attempt's id and secret (sent once)", schema: submitAttemptResponseSchema } },
    errors: {
      400: [ERROR_CODES.invalidRequest, CODES.attemptStartRequired],
      404: [ERROR_CODES.quizNotFound, CODES.attemptStartNotFound],
      409: [CODES.attemptAlreadySubmitted, SERVICE_ERROR_CODES.idempotencyKeyReused],
      410: [ERROR_CODES.quizExpired],
      422: [CODES.attemptTimeLimitExceeded],
      ...DEPENDENCY,
    },
  },
  {
    method: 'get', path: API_PATHS.attemptById, summary: 'One attempt with its answers (its taker or the creator)', params: attemptIdParamsSchema,
    headers: [ATTEMPT_SECRET_HEADER, DASHBOARD_TOKEN_HEADER],
    responses: { 200: { description: 'The attempt, the quiz questions and, when allowed, the right answers', schema: attemptDetailSchema } },
    errors: { ...INVALID, 401: [CODES.attemptSecretRequired], 403: [CODES.dashboardTokenInvalid], 404: [ERROR_CODES.attemptNotFound], ...DEPENDENCY },
  },
  {
    method: 'get', path: QUIZ_API_PATHS.leaderboard, summary: "The results page's board", params: quizAttemptsParamsSchema, query: leaderboardQuerySchema,
    headers: [ATTEMPT_SECRET_HEADER],
    responses: { 200: { description: "The top rows and the caller's own row", schema: leaderboardPageSchema } },
    errors: { ...INVALID, ...QUIZ_GONE, ...DEPENDENCY },
  },
  {
    method: 'get', path: QUIZ_API_PATHS.attemptsLive, summary: 'Live results: one event per submitted attempt', params: quizAttemptsParamsSchema,
    responses: { 200: { description: 'Server-sent events: ready, attempt-submitted, quiz-deleted', mediaType: MEDIA_TYPES.eventStream } },
    errors: { ...INVALID, ...QUIZ_GONE, 503: [CODES.liveCapacity, SERVICE_ERROR_CODES.dependencyUnavailable] },
  },
  {
    method: 'get', path: API_PATHS.quizAttempts, summary: "Every attempt of a quiz (creator's full list)", params: quizAttemptsParamsSchema,
    headers: [DASHBOARD_TOKEN_HEADER],
    responses: { 200: { description: 'All rows with their attempt ids', schema: leaderboardResponseSchema } },
    errors: { ...INVALID, ...QUIZ_GONE, 401: [CODES.dashboardTokenRequired], 403: [CODES.dashboardTokenInvalid], ...DEPENDENCY },
  },
  {
    method: 'post', path: QUIZ_API_PATHS.verifyAnswer, summary: "Whether the caller's submitted answer to a question was right", params: questionIdParamsSchema,
    headers: [ATTEMPT_SECRET_HEADER],
    body: { schema: verifyAnswerRequestSchema },
    responses: { 200: { description: 'The verdict', schema: verifyAnswerResponseSchema } },
    errors: { ...INVALID, 403: [CODES.verifyForbidden], 404: [CODES.questionNotFound], ...DEPENDENCY },
  },
];
