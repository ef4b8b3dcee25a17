import { z } from 'zod';
import { attemptIdSchema, numericIdSchema } from './ids.ts';
import { LIMITS } from './limits.ts';
import { ATTEMPT_MESSAGES } from './messages.ts';

const userAnswerSchema = z.union([z.string().max(LIMITS.openEndedAnswerMaxLength), z.array(z.string().max(LIMITS.optionTextMaxLength)).max(LIMITS.maxOptions)]);

/** The spec's attempt payload. `score`, `totalQuestions` and `isOpenEndedOnly` are accepted and ignored: the server scores. */
export const submitAttemptRequestSchema = z.object({
  quizId: numericIdSchema,
  userAnswerId: numericIdSchema,
  userName: z.string().trim().max(LIMITS.userNameMaxLength).default(''),
  answers: z
    .array(z.object({ questionId: numericIdSchema, userAnswer: userAnswerSchema, isCorrect: z.boolean().optional() }))
    .max(LIMITS.maxQuestionsPerQuiz)
    .default([]),
  openEndedAnswers: z
    .array(
      z.object({
        questionId: numericIdSchema,
        userAnswer: z.string().max(LIMITS.openEndedAnswerMaxLength),
        questionIndex: z.number().int().min(0).optional(),
      }),
    )
    .max(LIMITS.maxQuestionsPerQuiz)
    .default([]),
  score: z.unknown().optional(),
  totalQuestions: z.unknown().optional(),
  isOpenEndedOnly: z.unknown().optional(),
  /** The server's start record (POST /api/quiz-attempts/starts); required when the quiz is timed. */
  startId: attemptIdSchema.optional(),
});
export type SubmitAttemptRequest = z.input<typeof submitAttemptRequestSchema>;
export type ValidSubmitAttemptRequest = z.output<typeof submitAttemptRequestSchema>;

export const submitAttemptResponseSchema = z.object({ id: attemptIdSchema });
export type SubmitAttemptResponse = z.infer<typeof submitAttemptResponseSchema>;

export const scoredAnswerSchema = z.object({
  questionId: z.number().int(),
  userAnswer: z.union([z.string(), z.array(z.string())]),
  isCorrect: z.boolean(),
});
export type ScoredAnswer = z.infer<typeof scoredAnswerSchema>;

export const openEndedAnswerSchema = z.object({
  questionId: z.number().int(),
  userAnswer: z.string(),
  questionIndex: z.number().int().nullable(),
});
export type OpenEndedAnswer = z.infer<typeof openEndedAnswerSchema>;

/** A public leaderboard row: name, score, total and time — never answers. */
export const leaderboardEntrySchema = z.object({
  id: attemptIdSchema,
  userName: z.string(),
  score: z.number().int(),
  totalQuestions: z.number().int(),
  completedAt: z.string(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  data: z.array(leaderboardEntrySchema),
  serverTime: z.string(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** One attempt with its answers, for the taker who holds its id. */
export const attemptDetailSchema = z.object({
  id: attemptIdSchema,
  quizId: z.number().int(),
  userAnswerId: z.number().int(),
  userName: z.string(),
  score: z.number().int(),
  totalQuestions: z.number().int(),
  answers: z.array(scoredAnswerSchema),
  openEndedAnswers: z.array(openEndedAnswerSchema),
  completedAt: z.string(),
});
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;

export const attemptIdParamsSchema = z.object({ id: attemptIdSchema });
export const quizAttemptsParamsSchema = z.object({ id: numericIdSchema });

/** The Idempotency-Key header of POST /api/quiz-attempts: the client makes one per submission. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, ATTEMPT_MESSAGES.idempotencyKeyInvalid)
  .max(128, ATTEMPT_MESSAGES.idempotencyKeyInvalid)
  .regex(/^[\x21-\x7E]+$/, ATTEMPT_MESSAGES.idempotencyKeyInvalid);
