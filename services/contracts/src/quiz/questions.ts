import { z } from 'zod';
import { numericIdSchema } from '../http/ids.ts';
import { questionInputSchema } from './quizzes.ts';

/**
 * POST /api/questions: one question appended to an existing quiz (the spec's per-question call),
 * with the same rules as a question of the create call. `order` places it among the quiz's
 * questions (0 = first); absent or past the end, it goes last. The creator's dashboard token
 * travels in the `x-dashboard-token` header (QUIZ_HEADERS.dashboardToken), never in the body.
 */
export const addQuestionRequestSchema = questionInputSchema.safeExtend({ quizId: numericIdSchema });
export type AddQuestionRequest = z.input<typeof addQuestionRequestSchema>;
export type ValidAddQuestionRequest = z.output<typeof addQuestionRequestSchema>;

/** The new question's id; never its answer key. */
export const addQuestionResponseSchema = z.object({ id: z.number().int().positive() });
export type AddQuestionResponse = z.infer<typeof addQuestionResponseSchema>;
