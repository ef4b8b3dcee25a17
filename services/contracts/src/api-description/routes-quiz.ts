import { z } from 'zod';
import { QUIZ_ERRORS } from '../quiz/errors.ts';
import { openEndedGroupSchema, quizListItemSchema } from '../quiz/experience-schemas.ts';
import { QUIZ_PATHS } from '../quiz/paths.ts';
import { addQuestionRequestSchema, addQuestionResponseSchema } from '../quiz/questions.ts';
import { accessCodeParamsSchema, createQuizRequestSchema, createQuizResponseSchema, dashboardResponseSchema, dashboardTokenParamsSchema, publicQuestionSchema, publicQuizSchema, quizIdParamsSchema, slugParamsSchema } from '../quiz/quizzes.ts';
import { createUserRequestSchema, createUserResponseSchema } from '../quiz/users.ts';
import { DASHBOARD_TOKEN_HEADER, INVALID, QUIZ_GONE } from './common-errors.ts';
import { MEDIA_TYPES, type ApiRoute } from './route-types.ts';

const DASHBOARD_GONE = [QUIZ_ERRORS.dashboardNotFound, QUIZ_ERRORS.quizExpired] as const;
const CREATOR_ONLY = [QUIZ_ERRORS.dashboardTokenRequired, QUIZ_ERRORS.dashboardForbidden] as const;

/** The quiz service: takers' names, publishing, public reads and everything the dashboard token opens. */
export const QUIZ_ROUTES: readonly ApiRoute[] = [
  {
    method: 'post', path: QUIZ_PATHS.users, summary: 'Register a taker or creator name',
    body: { schema: createUserRequestSchema },
    responses: { 201: { description: 'The new user id', schema: createUserResponseSchema } },
    errors: INVALID,
  },
  {
    method: 'get', path: QUIZ_PATHS.quizzes, summary: 'List quizzes (embedded mode or admin only)',
    responses: { 200: { description: 'Every active quiz with its code and slug', schema: z.array(quizListItemSchema) } },
    errors: [QUIZ_ERRORS.quizListingDisabled],
  },
  {
    method: 'post', path: QUIZ_PATHS.quizzes, summary: 'Publish a quiz with all its questions',
    body: { schema: createQuizRequestSchema },
    responses: { 201: { description: 'The quiz, its code, slug and the only copy of the dashboard token', schema: createQuizResponseSchema } },
    errors: [...INVALID, QUIZ_ERRORS.userNotFound],
  },
  {
    method: 'get', path: QUIZ_PATHS.quizByCode, summary: 'Find a quiz by its access code', params: accessCodeParamsSchema,
    responses: { 200: { description: 'The public quiz', schema: publicQuizSchema } },
    errors: [...INVALID, ...QUIZ_GONE],
  },
  {
    method: 'get', path: QUIZ_PATHS.quizBySlug, summary: 'Find a quiz by its link slug', params: slugParamsSchema,
    responses: { 200: { description: 'The public quiz', schema: publicQuizSchema } },
    errors: [...INVALID, ...QUIZ_GONE],
  },
  {
    method: 'get', path: QUIZ_PATHS.quizQuestions, summary: "A quiz's questions without answers (untimed quizzes)", params: quizIdParamsSchema,
    responses: { 200: { description: 'The questions in order', schema: z.array(publicQuestionSchema) } },
    errors: [...INVALID, ...QUIZ_GONE, QUIZ_ERRORS.quizQuestionsComeWithStart],
  },
  {
    method: 'get', path: QUIZ_PATHS.quizById, summary: 'A quiz by id', params: quizIdParamsSchema,
    responses: { 200: { description: 'The public quiz', schema: publicQuizSchema } },
    errors: [...INVALID, ...QUIZ_GONE],
  },
  {
    method: 'get', path: QUIZ_PATHS.quizDashboard, summary: "The creator's dashboard", params: dashboardTokenParamsSchema,
    responses: { 200: { description: 'Quiz, statistics, question performance and latest attempts', schema: dashboardResponseSchema } },
    errors: [...INVALID, ...DASHBOARD_GONE],
  },
  {
    method: 'delete', path: QUIZ_PATHS.quizDashboard, summary: 'Delete the quiz (creator)', params: dashboardTokenParamsSchema,
    responses: { 204: { description: 'Deleted, with its attempts and images (quiz.deleted event)' } },
    errors: [...INVALID, ...DASHBOARD_GONE],
  },
  {
    method: 'get', path: QUIZ_PATHS.dashboardLive, summary: "Live updates of the creator's dashboard", params: dashboardTokenParamsSchema,
    responses: { 200: { description: 'Server-sent events: ready, attempt-submitted, quiz-deleted', mediaType: MEDIA_TYPES.eventStream } },
    errors: [...INVALID, ...DASHBOARD_GONE],
  },
  {
    method: 'get', path: QUIZ_PATHS.dashboardExport, summary: 'Every attempt as CSV (creator)', params: dashboardTokenParamsSchema,
    responses: { 200: { description: 'UTF-8 CSV with a byte-order mark, one row per attempt', mediaType: MEDIA_TYPES.csv } },
    errors: [...INVALID, ...DASHBOARD_GONE],
  },
  {
    method: 'get', path: QUIZ_PATHS.openEndedAnswers, summary: 'Open-ended answers grouped by question (creator)', params: quizIdParamsSchema,
    headers: [DASHBOARD_TOKEN_HEADER],
    responses: { 200: { description: 'One group per open-ended question', schema: z.array(openEndedGroupSchema) } },
    errors: [...INVALID, ...QUIZ_GONE, ...CREATOR_ONLY],
  },
  {
    method: 'post', path: QUIZ_PATHS.questions, summary: 'Add one question to a published quiz (creator)',
    headers: [DASHBOARD_TOKEN_HEADER],
    body: { schema: addQuestionRequestSchema },
    responses: { 201: { description: "The new question's id", schema: addQuestionResponseSchema } },
    errors: [...INVALID, ...QUIZ_GONE, ...CREATOR_ONLY, QUIZ_ERRORS.quizQuestionLimitReached],
  },
];
