import { z } from 'zod';
import { DRAFT_STATUSES, draftStatusSchema, generatedMoreQuestionSchema, generateMoreBySessionRequestSchema, generateMoreRequestSchema, generateQuestionsRequestSchema, sessionIdParamsSchema, startDraftSessionRequestSchema, suggestedQuestionSchema, suggestionTypeSchema, usageStatusSchema, useQuestionRequestSchema } from '../draft/auto-create.ts';
import { generatedQuestionsSchema } from '../draft/auto-draft-handoff.ts';
import { DRAFT_ERRORS } from '../draft/errors.ts';
import { generateQuestionsResponseSchema, processContentResponseSchema } from '../draft/one-shot-generation.ts';
import { AUTO_CREATE_PATHS } from '../draft/paths.ts';
import { INVALID } from './common-errors.ts';
import { MEDIA_TYPES, type ApiRoute } from './route-types.ts';

/** Auto Draft's answers wrap their payload: `{success: true, data}`. */
const succeeded = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const generatedBatchSchema = (question: z.ZodType) =>
  z.object({ success: z.literal(true), questions: z.array(question), warnings: z.array(z.string()), usedFallback: z.boolean() });

/** Per-client generation limits (the guard in front of every generating call). */
const GUARDED = [DRAFT_ERRORS.autoCreateRateLimited, DRAFT_ERRORS.autoCreateQuotaExceeded, DRAFT_ERRORS.autoCreateTooManyRunning, DRAFT_ERRORS.autoCreateBusy] as const;
const INPUT_ERRORS = [
  ...INVALID,
  DRAFT_ERRORS.autoCreateContentRequired,
  DRAFT_ERRORS.autoCreateInvalidFiles,
  DRAFT_ERRORS.autoCreateTooManyFiles,
  DRAFT_ERRORS.autoCreateUnreadableFile,
  DRAFT_ERRORS.autoCreateNoUsableText,
  DRAFT_ERRORS.autoCreateFilesTooLarge,
] as const;
const SESSION = [DRAFT_ERRORS.autoCreateSessionNotFound] as const;
/** A stored draft's questions and suggestions: not while it runs, nor after it failed. */
const SETTLED = [DRAFT_ERRORS.autoCreateSessionNotReady, DRAFT_ERRORS.autoCreateGenerationFailedOnDraft] as const;
const SETTLED_SESSION = [...SESSION, ...SETTLED] as const;
/** JSON, or multipart with the files in any file field and the object fields (`settings`, `sources`) as JSON text. */
const UPLOAD = { schema: startDraftSessionRequestSchema, mediaTypes: [MEDIA_TYPES.json, MEDIA_TYPES.multipart] } as const;

/** The generation service (Auto Draft): drafts from files or a topic, suggestions, and the spec's one-shot calls. */
export const GENERATION_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get', path: AUTO_CREATE_PATHS.usageStatus, summary: "The caller's generation usage today",
    responses: { 200: { description: 'Usage and limit', schema: usageStatusSchema } },
    errors: [],
  },
  {
    method: 'post', path: AUTO_CREATE_PATHS.startDraftSession, summary: 'Start a draft from files (multipart) or a topic (JSON)',
    body: UPLOAD,
    responses: { 201: { description: "The draft's session id; poll its status", schema: succeeded(z.object({ sessionId: z.string() })) } },
    errors: [...INPUT_ERRORS, ...GUARDED],
  },
  {
    method: 'get', path: AUTO_CREATE_PATHS.draftStatus, summary: "A draft's progress", params: sessionIdParamsSchema,
    responses: { 200: { description: 'Status, progress and settings', schema: succeeded(draftStatusSchema) } },
    errors: SESSION,
  },
  {
    method: 'get', path: AUTO_CREATE_PATHS.draftQuestions, summary: "A finished draft's questions", params: sessionIdParamsSchema,
    responses: { 200: { description: 'The questions for the editor', schema: z.object({ questions: generatedQuestionsSchema }) } },
    errors: SETTLED_SESSION,
  },
  {
    method: 'post', path: AUTO_CREATE_PATHS.cancelDraft, summary: 'Cancel a running draft', params: sessionIdParamsSchema,
    responses: { 200: { description: "The draft's status afterwards", schema: succeeded(z.object({ status: z.enum(DRAFT_STATUSES) })) } },
    errors: SESSION,
  },
  {
    method: 'get', path: AUTO_CREATE_PATHS.suggestQuestion, summary: 'The next suggested question of a type', params: sessionIdParamsSchema,
    query: z.object({ questionType: suggestionTypeSchema }),
    responses: {
      200: {
        description: 'A suggestion (null when the pool is empty) and how many remain',
        schema: z.object({ success: z.literal(true), data: suggestedQuestionSchema.nullable(), remaining: z.number().int() }),
      },
    },
    errors: [...INVALID, ...SETTLED_SESSION],
  },
  {
    method: 'post', path: AUTO_CREATE_PATHS.useQuestion, summary: 'Take a suggestion into the quiz (optionally edited)',
    body: { schema: useQuestionRequestSchema },
    responses: { 200: { description: 'How many suggestions are used', schema: succeeded(z.object({ usedCount: z.number().int() })) } },
    errors: [...INVALID, ...SESSION, DRAFT_ERRORS.autoCreateQuestionNotFound, ...SETTLED],
  },
  {
    method: 'post', path: AUTO_CREATE_PATHS.generateMoreForSession, summary: "Generate more questions for a draft's pool", params: sessionIdParamsSchema,
    body: { schema: generateMoreRequestSchema },
    responses: { 200: { description: 'The new questions', schema: generatedBatchSchema(generatedMoreQuestionSchema) } },
    errors: [...INVALID, ...SETTLED_SESSION, ...GUARDED, DRAFT_ERRORS.autoCreateGenerationFailed],
  },
  {
    method: 'post', path: AUTO_CREATE_PATHS.generateMore, summary: 'Generate more questions (session id in the body)',
    body: { schema: generateMoreBySessionRequestSchema },
    responses: { 200: { description: 'The new questions', schema: generatedBatchSchema(generatedMoreQuestionSchema) } },
    errors: [...INVALID, ...SETTLED_SESSION, ...GUARDED, DRAFT_ERRORS.autoCreateGenerationFailed],
  },
  {
    method: 'post', path: AUTO_CREATE_PATHS.processContent, summary: "The spec's one-shot generation from files or text (answers when done)",
    body: UPLOAD,
    responses: {
      200: {
        description: 'The suggested questions and metadata about the source',
        schema: processContentResponseSchema,
      },
    },
    errors: [...INPUT_ERRORS, ...GUARDED, DRAFT_ERRORS.autoCreateGenerationFailed],
  },
  {
    method: 'post', path: AUTO_CREATE_PATHS.generateQuestions, summary: "The spec's one-shot generation from JSON text",
    body: { schema: generateQuestionsRequestSchema },
    responses: { 200: { description: 'Questions as question/options/correctAnswer', schema: generateQuestionsResponseSchema } },
    errors: [...INPUT_ERRORS, ...GUARDED, DRAFT_ERRORS.autoCreateGenerationFailed],
  },
];
