import { z } from 'zod';

/**
 * What a language model must answer when asked for quiz questions (structured output). Every key is
 * required and nullable rather than optional, because OpenAI's strict JSON-schema mode wants every key
 * present. The generation service validates the answer with this schema and then with its quality gate.
 */
export const llmQuestionSchema = z.object({
  questionText: z.string(),
  questionType: z.enum(['mcq', 'essay']),
  /** Multiple choice: 4 distinct options. Essay: null. */
  options: z.array(z.string()).nullable(),
  /** Multiple choice: the correct option, copied exactly from `options`. Essay: null. */
  correctAnswer: z.string().nullable(),
  explanation: z.string().nullable(),
  /** Essay: what a good answer contains. Multiple choice: null. */
  rubric: z.string().nullable(),
  /** The page or paragraph label of the excerpt the question is based on, e.g. "page 3". */
  sourceLocation: z.string().nullable(),
});
export type LlmQuestion = z.infer<typeof llmQuestionSchema>;

export const llmQuestionBatchSchema = z.object({ questions: z.array(llmQuestionSchema) });
export type LlmQuestionBatch = z.infer<typeof llmQuestionBatchSchema>;
