import { z } from 'zod';

/** Open-ended answers grouped by question, for the creator (spec's open-ended group). */
export const openEndedGroupSchema = z.object({
  questionId: z.number().int(),
  questionText: z.string(),
  questionImage: z.string().nullable(),
  answers: z.array(
    z.object({ id: z.string(), userName: z.string(), userAnswer: z.string(), submittedAt: z.string() }),
  ),
});
export type OpenEndedGroup = z.infer<typeof openEndedGroupSchema>;

/** A quiz as the test page lists it (embedded mode only: it carries code and slug). */
export const quizListItemSchema = z.object({
  id: z.number().int(),
  creatorName: z.string(),
  accessCode: z.string(),
  urlSlug: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type QuizListItem = z.infer<typeof quizListItemSchema>;
