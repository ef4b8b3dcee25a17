import { ATTEMPT_HEADERS, attemptDetailSchema, attemptIdParamsSchema, leaderboardResponseSchema, quizAttemptsParamsSchema, submitAttemptRequestSchema, submitAttemptResponseSchema } from '../attempt/attempts.ts';
import { ATTEMPT_ERRORS } from '../attempt/errors.ts';
import { attemptStartSchema, leaderboardPageSchema, leaderboardQuerySchema, questionIdParamsSchema, startAttemptRequestSchema, verifyAnswerRequestSchema, verifyAnswerResponseSchema } from '../attempt/experience-schemas.ts';
import { ATTEMPT_PATHS } from '../attempt/paths.ts';
import { HTTP_ERRORS } from '../errors/http-errors.ts';
import { HEADERS } from '../http/http.ts';
import { QUIZ_ERRORS } from '../quiz/errors.ts';
import { DASHBOARD_TOKEN_HEADER, INVALID, QUIZ_GONE } from './common-errors.ts';
import { MEDIA_TYPES, type ApiRoute } from './route-types.ts';

const ATTEMPT_SECRET_HEADER = {
  name: ATTEMPT_HEADERS.attemptSecret,
  description: "The attempt's secret (the submission's `attemptSecret`).",
  required: false,
} as const;
const DEPENDENCY = [HTTP_ERRORS.serviceDependencyUnavailable] as const;

/** The attempt service: starts, submissions, results, boards, live results and verify. */
export const ATTEMPT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'post', path: ATTEMPT_PATHS.attemptStarts, summary: 'Start a quiz (the server keeps the time)',
    body: { schema: startAttemptRequestSchema },
    responses: { 201: { description: "The taker's start record with the questions (the same one again on a repeat)", schema: attemptStartSchema } },
    errors: [...INVALID, ...QUIZ_GONE, QUIZ_ERRORS.userNotFound, ...DEPENDENCY],
  },
  {
    method: 'post', path: ATTEMPT_PATHS.attempts, summary: 'Submit an attempt (the server scores it)',
    headers: [{ name: HEADERS.idempotencyKey, description: 'One key per submission: a retry with it returns the same attempt. A time-ordered key (a UUIDv7, as the web client makes) is the cheapest to store.', required: false }],
    body: { schema: submitAttemptRequestSchema },
    responses: { 201: { description: "The attempt's id and secret (sent once)", schema: submitAttemptResponseSchema } },
    errors: [
      ...INVALID,
      ATTEMPT_ERRORS.attemptStartRequired,
      QUIZ_ERRORS.quizNotFound,
      ATTEMPT_ERRORS.attemptStartNotFound,
      ATTEMPT_ERRORS.attemptAlreadySubmitted,
      ATTEMPT_ERRORS.attemptIdempotencyKeyReused,
      QUIZ_ERRORS.quizExpired,
      ATTEMPT_ERRORS.attemptTimeLimitExceeded,
      ...DEPENDENCY,
    ],
  },
  {
    method: 'get', path: ATTEMPT_PATHS.attemptById, summary: 'One attempt with its answers (its taker or the creator)', params: attemptIdParamsSchema,
    headers: [ATTEMPT_SECRET_HEADER, DASHBOARD_TOKEN_HEADER],
    responses: { 200: { description: 'The attempt, the quiz questions and, when allowed, the right answers', schema: attemptDetailSchema } },
    errors: [...INVALID, ATTEMPT_ERRORS.attemptSecretRequired, QUIZ_ERRORS.dashboardForbidden, ATTEMPT_ERRORS.attemptNotFound, ...DEPENDENCY],
  },
  {
    method: 'get', path: ATTEMPT_PATHS.leaderboard, summary: "The results page's board", params: quizAttemptsParamsSchema, query: leaderboardQuerySchema,
    headers: [ATTEMPT_SECRET_HEADER],
    responses: { 200: { description: "The top rows and the caller's own row", schema: leaderboardPageSchema } },
    errors: [...INVALID, ...QUIZ_GONE, ...DEPENDENCY],
  },
  {
    method: 'get', path: ATTEMPT_PATHS.attemptsLive, summary: 'Live results: one event per submitted attempt', params: quizAttemptsParamsSchema,
    responses: { 200: { description: 'Server-sent events: ready, attempt-submitted, quiz-deleted', mediaType: MEDIA_TYPES.eventStream } },
    errors: [...INVALID, ...QUIZ_GONE, HTTP_ERRORS.liveCapacityReached, ...DEPENDENCY],
  },
  {
    method: 'get', path: ATTEMPT_PATHS.quizAttempts, summary: "Every attempt of a quiz (creator's full list)", params: quizAttemptsParamsSchema,
    headers: [DASHBOARD_TOKEN_HEADER],
    responses: { 200: { description: 'All rows with their attempt ids', schema: leaderboardResponseSchema } },
    errors: [...INVALID, ...QUIZ_GONE, QUIZ_ERRORS.dashboardTokenRequired, QUIZ_ERRORS.dashboardForbidden, ...DEPENDENCY],
  },
  {
    method: 'post', path: ATTEMPT_PATHS.verifyAnswer, summary: "Whether the caller's submitted answer to a question was right", params: questionIdParamsSchema,
    headers: [ATTEMPT_SECRET_HEADER],
    body: { schema: verifyAnswerRequestSchema },
    responses: { 200: { description: 'The verdict', schema: verifyAnswerResponseSchema } },
    errors: [...INVALID, ATTEMPT_ERRORS.questionVerifyForbidden, ATTEMPT_ERRORS.questionNotFound, ...DEPENDENCY],
  },
];
