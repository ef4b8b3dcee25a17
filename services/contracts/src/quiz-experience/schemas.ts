import { z } from 'zod';
import { leaderboardEntrySchema } from '../attempts.ts';
import { attemptIdSchema, numericIdSchema } from '../ids.ts';
import { LIMITS } from '../limits.ts';
import { QUIZ_EXPERIENCE_LIMITS } from './limits.ts';

/** POST /api/quiz-attempts/starts: a taker opens a quiz. */
export const startAttemptRequestSchema = z.object({ quizId: numericIdSchema, userAnswerId: numericIdSchema });
export type StartAttemptRequest = z.input<typeof startAttemptRequestSchema>;

/**
 * The server's record of when a taker started. `deadline` is null for an untimed quiz. The same
 * taker starting the same quiz again gets the same open record back, so a reload never resets the
 * timer. `serverTime` lets the browser count down on the server's clock.
 */
export const attemptStartSchema = z.object({
  id: attemptIdSchema,
  quizId: z.number().int(),
  startedAt: z.string(),
  deadline: z.string().nullable(),
  serverTime: z.string(),
});
export type AttemptStart = z.infer<typeof attemptStartSchema>;

export const leaderboardQuerySchema = z.object({
  attemptId: attemptIdSchema.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(QUIZ_EXPERIENCE_LIMITS.leaderboardMaxLimit)
    .default(QUIZ_EXPERIENCE_LIMITS.leaderboardDefaultLimit),
});

export const rankedLeaderboardEntrySchema = leaderboardEntrySchema.extend({ rank: z.number().int().positive() });
export type RankedLeaderboardEntry = z.infer<typeof rankedLeaderboardEntrySchema>;

/** The results page's board: the top rows and the taker's own row with its rank — never everyone. */
export const leaderboardPageSchema = z.object({
  quizId: z.number().int(),
  total: z.number().int(),
  top: z.array(rankedLeaderboardEntrySchema),
  you: rankedLeaderboardEntrySchema.nullable(),
  serverTime: z.string(),
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

/** One live notification: an attempt was submitted on the quiz (no answers, no score). */
export const liveAttemptSchema = z.object({ quizId: z.number().int(), attemptId: z.string(), completedAt: z.string() });
export type LiveAttempt = z.infer<typeof liveAttemptSchema>;

export const verifyAnswerRequestSchema = z.object({
  answer: z.union([z.string().max(LIMITS.optionTextMaxLength), z.array(z.string().max(LIMITS.optionTextMaxLength)).max(LIMITS.maxOptions)]),
  /** The caller's own submitted attempt on the question's quiz: verify never helps while answering. */
  attemptId: attemptIdSchema,
});
export const verifyAnswerResponseSchema = z.object({ isCorrect: z.boolean() });
export type VerifyAnswerResponse = z.infer<typeof verifyAnswerResponseSchema>;

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

export const questionIdParamsSchema = z.object({ id: numericIdSchema });
