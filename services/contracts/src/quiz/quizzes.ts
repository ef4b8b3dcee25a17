import { z } from 'zod';
import { IMAGE_URL_INVALID_MESSAGE, isAllowedImageUrl } from '../content/uploads.ts';
import { numericIdSchema, pathTextSchema } from '../http/ids.ts';
import { dashboardChartFields, questionChartFields } from './dashboard-charts.ts';
import { LIMITS } from './limits.ts';
import { QUIZ_MESSAGES } from './messages.ts';

export const QUESTION_TYPES = ['multiple-choice', 'open-ended'] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;

const optionalText = (max: number) =>
  z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** A question as the editor sends it, answer key included. */
export const questionInputSchema = z
  .object({
    text: z.string({ error: QUIZ_MESSAGES.questionTextRequired }).trim().min(1, QUIZ_MESSAGES.questionTextRequired).max(LIMITS.questionTextMaxLength),
    type: questionTypeSchema,
    options: z.array(z.string().trim().max(LIMITS.optionTextMaxLength)).max(LIMITS.maxOptions).default([]),
    correctAnswers: z.array(z.string().trim()).default([]),
    hint: optionalText(LIMITS.hintMaxLength),
    order: z.number().int().min(0).optional(),
    imageUrl: optionalText(2048).refine((url) => url === null || isAllowedImageUrl(url), IMAGE_URL_INVALID_MESSAGE),
  })
  .superRefine((q, ctx) => {
    if (q.type !== 'multiple-choice') return;
    const nonEmpty = q.options.filter((o) => o.length > 0);
    if (nonEmpty.length < LIMITS.minOptions || nonEmpty.length !== q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: QUIZ_MESSAGES.optionsRequired });
      return;
    }
    if (new Set(nonEmpty).size !== nonEmpty.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Options must be different from each other' });
    }
    const [correct, ...extra] = q.correctAnswers;
    if (!correct || extra.length > 0 || !nonEmpty.includes(correct)) {
      ctx.addIssue({ code: 'custom', path: ['correctAnswers'], message: QUIZ_MESSAGES.correctOptionRequired });
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;
export type ValidQuestion = z.output<typeof questionInputSchema>;

export const timingSchema = z.object({
  timeLimit: z
    .number()
    .int()
    .min(LIMITS.editorTimeLimitMinutes.min * 60)
    .max(LIMITS.autoDraftTimeLimitMinutes.max * 60)
    .nullable()
    .default(null),
  autoSubmit: z.boolean().default(true),
});

/** Whether a taker sees the right answers on their results (after submitting); on unless the creator turns it off. */
export const revealSettingSchema = z.object({ showCorrectAnswers: z.boolean().default(true) });

/** One atomic publish: creator, timing, reveal setting and every question. */
export const createQuizRequestSchema = z
  .object({
    creatorId: numericIdSchema,
    creatorName: z
      .string({ error: QUIZ_MESSAGES.creatorNameRequired })
      .trim()
      .min(1, QUIZ_MESSAGES.creatorNameRequired)
      .max(LIMITS.userNameMaxLength),
    isAutoCreated: z.boolean().default(false),
    /** The topic an Auto Draft quiz was made from (no document): its link preview describes it. */
    topic: z
      .string()
      .trim()
      .transform((t) => t.slice(0, LIMITS.quizTopicMaxLength).trim() || null)
      .nullable()
      .default(null),
    questions: z
      .array(questionInputSchema)
      .min(LIMITS.minQuestionsToPublish, QUIZ_MESSAGES.minQuestionsRequired)
      .max(LIMITS.maxQuestionsPerQuiz),
  })
  .extend(timingSchema.shape)
  .extend(revealSettingSchema.shape);
export type CreateQuizRequest = z.input<typeof createQuizRequestSchema>;
export type ValidCreateQuizRequest = z.output<typeof createQuizRequestSchema>;

/** The only response that ever carries the dashboard token. */
export const createQuizResponseSchema = z.object({
  id: z.number().int().positive(),
  accessCode: z.string(),
  urlSlug: z.string(),
  dashboardToken: z.string(),
});
export type CreateQuizResponse = z.infer<typeof createQuizResponseSchema>;

/** What anyone may read about a quiz: no code, slug, token or answers. */
export const publicQuizSchema = z.object({
  id: z.number().int(),
  creatorName: z.string(),
  title: z.string(),
  description: z.string(),
  isAutoCreated: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  timeLimit: z.number().int().nullable(),
  timePerQuestion: z.null(),
  autoSubmit: z.boolean(),
  questionCount: z.number().int(),
  /** The topic an Auto Draft quiz was made from, or null (a quiz about its creator, or from a document). */
  topic: z.string().nullable().optional(),
});
export type PublicQuiz = z.infer<typeof publicQuizSchema>;

/** A question as a taker sees it: never the correct answers. */
export const publicQuestionSchema = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  text: z.string(),
  type: questionTypeSchema,
  options: z.array(z.string()),
  hint: z.string().nullable(),
  order: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

export const dashboardStatsSchema = z.object({
  attemptCount: z.number().int(),
  /** Rounded percentage over attempts with totalQuestions above 0; 0 when there are none. */
  averageScore: z.number().int(),
  topScore: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** How one question did across every attempt (creator only). */
export const questionPerformanceSchema = z.object({
  questionId: z.number().int(),
  order: z.number().int(),
  text: z.string(),
  type: questionTypeSchema,
  imageUrl: z.string().nullable(),
  /** Attempts that answered it (multiple choice: a non-empty choice; open-ended: non-empty text). */
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /** Rounded share of correct answers over the attempts that saw it (seenCount); correct (green) at 50 or more. */
  correctPercentage: z.number().int(),
  /** The most chosen option; `isCorrect` false marks a wrong favourite. Null for open-ended or unanswered. */
  mostCommonAnswer: z.object({ answer: z.string(), count: z.number().int(), isCorrect: z.boolean() }).nullable(),
  ...questionChartFields,
});
export type QuestionPerformance = z.infer<typeof questionPerformanceSchema>;

/** One attempt as the creator's dashboard lists it. */
export const dashboardAttemptSchema = z.object({
  id: z.string(),
  userName: z.string(),
  score: z.number().int(),
  totalQuestions: z.number().int(),
  percentage: z.number().int(),
  completedAt: z.string(),
});
export type DashboardAttempt = z.infer<typeof dashboardAttemptSchema>;

/** What the creator sees with the dashboard token. */
export const dashboardResponseSchema = publicQuizSchema.extend({
  accessCode: z.string(),
  urlSlug: z.string(),
  stats: dashboardStatsSchema,
  /** 'essay' when every question is open-ended: nothing is scored (spec: Quiz Type Essay Quiz). */
  quizType: z.enum(['scored', 'essay']),
  questions: z.array(questionPerformanceSchema),
  /** The latest attempts, newest first (at most QUIZ_EXPERIENCE_LIMITS.dashboardAttempts); the CSV has all. */
  attempts: z.array(dashboardAttemptSchema),
  ...dashboardChartFields,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const quizIdParamsSchema = z.object({ id: numericIdSchema });
// Paths with control characters are refused by kit-http already; the schemas refuse them too (defence in depth).
export const accessCodeParamsSchema = z.object({ code: z.string().trim().toUpperCase().pipe(pathTextSchema(1, 32)) });
export const slugParamsSchema = z.object({ slug: z.string().trim().pipe(pathTextSchema(1, 64)) });
export const dashboardTokenParamsSchema = z.object({ token: pathTextSchema(16, 128) });

/** Answer key served only on internal routes, to the attempt service. */
export const answerKeySchema = z.object({
  quizId: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  timeLimit: z.number().int().nullable(),
  questions: z.array(
    z.object({ id: z.number().int(), type: questionTypeSchema, correctAnswers: z.array(z.string()) }),
  ),
  /** SHA-256 of the creator's token, so the attempt service can check it for the full attempts list. */
  dashboardTokenHash: z.string().optional(),
  /**
   * The questions as a taker sees them (never the correct answers), in order: a timed quiz's public
   * read does not give them, its start does. Optional only so keys cached before it still parse.
   */
  publicQuestions: z.array(publicQuestionSchema).optional(),
  /**
   * The creator's "show players the right answers" setting: the attempt service reveals the key on a
   * submitted attempt's results only when true. A key without it reveals nothing.
   */
  showCorrectAnswers: z.boolean().optional(),
});
export type AnswerKey = z.infer<typeof answerKeySchema>;
