import { z } from 'zod';
import { questionSourceSchema, suggestedQuestionSchema, SUGGESTION_TYPES } from './auto-create.ts';

/**
 * The answers of the spec's two one-shot generate calls (§7, the flow before draft sessions), kept for
 * clients written against the spec: the generation service builds exactly these.
 */

/** What process-content says about the content it read. */
export const processedContentMetadataSchema = z.object({
  /** Files, pasted text, or a short topic. */
  contentType: z.enum(['files', 'text', 'topic']),
  /** The model that drafted the questions, or `offline`. */
  aiModel: z.string(),
  filename: z.string().nullable(),
  fileType: z.string().nullable(),
  /** The spec's web-page source, which this service does not read: always null. */
  url: z.null(),
  title: z.string(),
  suggestedTitle: z.string(),
  suggestedDescription: z.string(),
  warnings: z.array(z.string()),
  usedFallback: z.boolean(),
  /** The draft the call stored (it counts for usage and can feed the suggestion builder). */
  sessionId: z.string(),
});
export type ProcessedContentMetadata = z.infer<typeof processedContentMetadataSchema>;

/** POST process-content: the suggested questions and what was read. */
export const processContentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ questions: z.array(suggestedQuestionSchema), metadata: processedContentMetadataSchema }),
});
export type ProcessContentResponse = z.infer<typeof processContentResponseSchema>;

/** One question of generate-questions, in the spec's older question/options/correctAnswer shape. */
export const oneShotQuestionSchema = z.object({
  question: z.string(),
  /** Empty for an essay question. */
  options: z.array(z.string()),
  /** One of `options`; null for an essay question. */
  correctAnswer: z.string().nullable(),
  questionType: z.enum(SUGGESTION_TYPES),
  explanation: z.string().nullable(),
  rubric: z.string().nullable(),
  source: questionSourceSchema.nullable(),
});
export type OneShotQuestion = z.infer<typeof oneShotQuestionSchema>;

/** POST generate-questions: the questions, the warnings, and whether the offline generator stood in. */
export const generateQuestionsResponseSchema = z.object({
  success: z.literal(true),
  questions: z.array(oneShotQuestionSchema),
  warnings: z.array(z.string()),
  usedFallback: z.boolean(),
});
export type GenerateQuestionsResponse = z.infer<typeof generateQuestionsResponseSchema>;
