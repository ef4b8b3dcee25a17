import { z } from 'zod';
import { questionTypeSchema } from '../quiz/quizzes.ts';

/**
 * What the Auto Draft flow leaves in session storage for the /create editor (spec keys
 * `generatedQuestions`, `generationMetadata`, `draftSessionId`, `autoCreateMode`, `requiresReview`).
 * One shape, so the two remotes never need to import each other.
 */
export const draftQuestionSchema = z.object({
  text: z.string(),
  type: questionTypeSchema,
  options: z.array(z.string()).default([]),
  correctAnswers: z.array(z.string()).default([]),
  hint: z.string().nullable().default(null),
  /** Where the question came from, shown to the creator during review. */
  source: z.object({ file: z.string().nullable(), location: z.string().nullable() }).nullable().default(null),
  rubric: z.string().nullable().default(null),
  needsReview: z.boolean().default(true),
});
export type DraftQuestion = z.output<typeof draftQuestionSchema>;

export const generatedQuestionsSchema = z.array(draftQuestionSchema);

export const generationMetadataSchema = z.object({
  title: z.string().nullable().default(null),
  language: z.string().nullable().default(null),
  difficulty: z.string().nullable().default(null),
  timeLimit: z.number().int().nullable().default(null),
  autoSubmit: z.boolean().default(true),
  usedFallback: z.boolean().default(false),
  /** The draft's topic (no document given), which the published quiz keeps for its link preview. */
  topic: z.string().nullable().default(null),
});
export type GenerationMetadata = z.output<typeof generationMetadataSchema>;
