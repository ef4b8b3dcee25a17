import { z } from 'zod';
import { attemptIdSchema, numericIdSchema } from '../http/ids.ts';
import { LIMITS } from '../quiz/limits.ts';
import { publicQuestionSchema } from '../quiz/quizzes.ts';
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

/**
 * What a submission returns: the attempt's id and its secret, the one proof that opens the attempt
 * (its results, its leaderboard row, verify). The secret is sent once (a replay with the same
 * Idempotency-Key rotates it) and stored only hashed; the browser keeps it with the attempt.
 */
export const submitAttemptResponseSchema = z.object({ id: attemptIdSchema, attemptSecret: z.string().min(22) });
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

/** A public leaderboard row: name, score, total and time — never answers, and no id that opens an attempt. */
export const leaderboardEntrySchema = z.object({
  userName: z.string(),
  score: z.number().int(),
  totalQuestions: z.number().int(),
  completedAt: z.string(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** A row of the creator's full list (dashboard token only): the public row plus the attempt's id. */
export const creatorAttemptEntrySchema = leaderboardEntrySchema.extend({ id: attemptIdSchema });
export type CreatorAttemptEntry = z.infer<typeof creatorAttemptEntrySchema>;

export const leaderboardResponseSchema = z.object({
  data: z.array(creatorAttemptEntrySchema),
  serverTime: z.string(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** The right answer(s) of one question, as a results page may reveal them. */
export const revealedAnswerSchema = z.object({ questionId: z.number().int(), correctAnswers: z.array(z.string()) });
export type RevealedAnswer = z.infer<typeof revealedAnswerSchema>;

/** One attempt with its answers, for the taker who holds its secret or the creator (dashboard token). */
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
  /** The quiz's questions as a taker sees them (no answers), in order: a timed quiz's are readable nowhere else. */
  questions: z.array(publicQuestionSchema),
  /**
   * The right option(s) of each multiple-choice question: only on a submitted attempt, only to its
   * owner (attempt secret) or the creator (dashboard token), and only when the creator allows it.
   * Absent otherwise.
   */
  correctAnswers: z.array(revealedAnswerSchema).optional(),
});
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;

/** Headers of the attempt routes. */
export const ATTEMPT_HEADERS = {
  /** The attempt's secret (from the submission's `attemptSecret`): opens its results, its "You" row and verify. */
  attemptSecret: 'x-attempt-secret',
} as const;

/**
 * The browser's localStorage key under which the front end keeps the secrets of the attempts it
 * submitted (a JSON list of `[attemptId, attemptSecret]` pairs, newest last), so its results page
 * works across reloads while the secret never appears in a URL. End-to-end tests seed it the same way.
 */
export const ATTEMPT_SECRETS_STORAGE_KEY = 'quizlink_attempt_secrets';

export const attemptIdParamsSchema = z.object({ id: attemptIdSchema });
export const quizAttemptsParamsSchema = z.object({ id: numericIdSchema });

/** The Idempotency-Key header of POST /api/quiz-attempts: the client makes one per submission. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, ATTEMPT_MESSAGES.idempotencyKeyInvalid)
  .max(128, ATTEMPT_MESSAGES.idempotencyKeyInvalid)
  .regex(/^[\x21-\x7E]+$/, ATTEMPT_MESSAGES.idempotencyKeyInvalid);
