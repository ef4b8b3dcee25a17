import { z } from 'zod';
import { attemptIdSchema, numericIdSchema } from '../http/ids.ts';
import { QUIZ_EXPERIENCE_LIMITS } from '../quiz/experience-limits.ts';
import { LIMITS } from '../quiz/limits.ts';
import { publicQuestionSchema } from '../quiz/quizzes.ts';
import { leaderboardEntrySchema } from './attempts.ts';

/** POST /api/quiz-attempts/starts: a taker opens a quiz. */
export const startAttemptRequestSchema = z.object({ quizId: numericIdSchema, userAnswerId: numericIdSchema });
export type StartAttemptRequest = z.input<typeof startAttemptRequestSchema>;

/**
 * The server's record of when a taker started. `deadline` is null for an untimed quiz. A taker has
 * one start per quiz: starting the same quiz again gets the same record back, so a reload never
 * resets the timer. `serverTime` lets the browser count down on the server's clock. `questions` are
 * the quiz's questions as a taker sees them, in order — for a timed quiz the only way to read them.
 */
export const attemptStartSchema = z.object({
  id: attemptIdSchema,
  quizId: z.number().int(),
  startedAt: z.string(),
  deadline: z.string().nullable(),
  serverTime: z.string(),
  questions: z.array(publicQuestionSchema),
});
export type AttemptStart = z.infer<typeof attemptStartSchema>;

/** The taker's own row is found by the attempt's secret (X-Attempt-Secret header), never by an id in the URL. */
export const leaderboardQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(QUIZ_EXPERIENCE_LIMITS.leaderboardMaxLimit)
    .default(QUIZ_EXPERIENCE_LIMITS.leaderboardDefaultLimit),
});

/** A board row with its place (1 = best); `isYou` marks the row of the caller's own attempt (known by its secret). */
export const rankedLeaderboardEntrySchema = leaderboardEntrySchema.extend({ rank: z.number().int().positive(), isYou: z.boolean() });
export type RankedLeaderboardEntry = z.infer<typeof rankedLeaderboardEntrySchema>;

/** The results page's board: the top rows and the taker's own row with its rank — never everyone, never an attempt id. */
export const leaderboardPageSchema = z.object({
  quizId: z.number().int(),
  total: z.number().int(),
  top: z.array(rankedLeaderboardEntrySchema),
  you: rankedLeaderboardEntrySchema.nullable(),
  serverTime: z.string(),
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

/** One live notification of the creator's dashboard stream: an attempt was submitted on the quiz (no answers, no score). */
export const liveAttemptSchema = z.object({ quizId: z.number().int(), attemptId: z.string(), completedAt: z.string() });
export type LiveAttempt = z.infer<typeof liveAttemptSchema>;

/** The same notification on the public results stream: no attempt id (nothing that opens an attempt). */
export const publicLiveAttemptSchema = liveAttemptSchema.omit({ attemptId: true });
export type PublicLiveAttempt = z.infer<typeof publicLiveAttemptSchema>;

/**
 * The spec's `{answer}`. The caller proves their submitted attempt with its secret (X-Attempt-Secret);
 * only the answer that attempt gave to the question is judged. `attemptId`, if sent, must be that attempt.
 */
export const verifyAnswerRequestSchema = z.object({
  answer: z.union([z.string().max(LIMITS.optionTextMaxLength), z.array(z.string().max(LIMITS.optionTextMaxLength)).max(LIMITS.maxOptions)]),
  attemptId: attemptIdSchema.optional(),
});
export const verifyAnswerResponseSchema = z.object({ isCorrect: z.boolean() });
export type VerifyAnswerResponse = z.infer<typeof verifyAnswerResponseSchema>;

export const questionIdParamsSchema = z.object({ id: numericIdSchema });
