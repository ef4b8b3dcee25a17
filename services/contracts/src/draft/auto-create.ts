import { z } from 'zod';
import { LIMITS } from '../quiz/limits.ts';
import { userNameSchema } from '../quiz/users.ts';
import { AUTO_DRAFT_MESSAGES } from './auto-create-messages.ts';


/** The 13 languages of the spec: code (sent on the wire) and the label the form shows. */
export const AUTO_DRAFT_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
  { code: 'de', label: 'German' },
  { code: 'it', label: 'Italian' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'nl', label: 'Dutch' },
  { code: 'ru', label: 'Russian' },
  { code: 'zh', label: 'Chinese (Simplified)' },
  { code: 'ja', label: 'Japanese' },
  { code: 'ko', label: 'Korean' },
  { code: 'ar', label: 'Arabic' },
  { code: 'hi', label: 'Hindi' },
] as const;
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const languageLabel = (code: string): string => AUTO_DRAFT_LANGUAGES.find((l) => l.code === code)?.label ?? code;

export const DIFFICULTIES = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
] as const;
export type Difficulty = (typeof DIFFICULTIES)[number]['value'];

/** What the creator asks for: multiple choice, open-ended (essay) or both. */
export const QUESTION_TYPE_CHOICES = ['mcq', 'essay', 'both'] as const;
export type QuestionTypeChoice = (typeof QUESTION_TYPE_CHOICES)[number];
export const SUGGESTION_TYPES = ['mcq', 'essay'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
export const typesOfChoice = (choice: QuestionTypeChoice): SuggestionType[] => (choice === 'both' ? ['mcq', 'essay'] : [choice]);

/** Files the form takes; the service decides by content, the extension only states the claim. */
export const AUTO_DRAFT_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'] as const;
export type AutoDraftFileExtension = (typeof AUTO_DRAFT_FILE_EXTENSIONS)[number];
export const AUTO_DRAFT_ACCEPT = AUTO_DRAFT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

export const AUTO_DRAFT_LIMITS = {
  maxFiles: 10,
  topicMaxLength: 100_000,
  timePresetsMinutes: [5, 10, 20, 30, 60],
  defaultTimeLimitSeconds: LIMITS.autoDraftTimeLimitMinutes.fallback * 60,
} as const;

const lowerCased = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const byLabelOrCode = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const found = AUTO_DRAFT_LANGUAGES.find((l) => l.code === v.trim().toLowerCase() || l.label.toLowerCase() === v.trim().toLowerCase());
  return found ? found.code : v;
};
const booleanish = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);

/** 5–50, clamped; anything unreadable becomes 5 (spec §5). */
export const questionCountSchema = z.preprocess((v) => {
  const { min, max, fallback } = LIMITS.autoDraftQuestions;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : Number.NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
}, z.number().int());

/** Seconds, 60–14400, clamped; anything unreadable becomes 600 (spec §5: 1–240 minutes, default 10). */
export const autoDraftTimeLimitSchema = z.preprocess((v) => {
  const { min, max } = LIMITS.autoDraftTimeLimitMinutes;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : Number.NaN;
  return Number.isFinite(n) ? Math.min(max * 60, Math.max(min * 60, Math.round(n))) : AUTO_DRAFT_LIMITS.defaultTimeLimitSeconds;
}, z.number().int());

export const difficultySchema = z.preprocess(lowerCased, z.enum(['easy', 'medium', 'hard'])).default('medium');
export const languageSchema = z.preprocess(byLabelOrCode, z.enum(LANGUAGE_CODES)).default('en');
export const questionTypeChoiceSchema = z.preprocess(lowerCased, z.enum(QUESTION_TYPE_CHOICES)).default('both');
export const suggestionTypeSchema = z.preprocess(lowerCased, z.enum(SUGGESTION_TYPES));

export const autoDraftSettingsSchema = z.object({
  timingType: z.enum(['none', 'total']).default('none'),
  timeLimit: autoDraftTimeLimitSchema.default(AUTO_DRAFT_LIMITS.defaultTimeLimitSeconds),
  autoSubmit: z.preprocess(booleanish, z.boolean()).default(true),
  userName: userNameSchema,
});
export type AutoDraftSettings = z.output<typeof autoDraftSettingsSchema>;

export const draftSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('file'), name: z.string().max(255), size: z.number().int().min(0) }),
  z.object({ type: z.literal('topic'), content: z.string().max(AUTO_DRAFT_LIMITS.topicMaxLength) }),
]);

/** POST start-draft-session: JSON, or multipart whose `settings` and `sources` fields hold JSON text. */
export const startDraftSessionRequestSchema = z.object({
  topicPrompt: z.string().trim().max(AUTO_DRAFT_LIMITS.topicMaxLength).default(''),
  numberOfQuestions: questionCountSchema.default(LIMITS.autoDraftQuestions.fallback),
  difficulty: difficultySchema,
  language: languageSchema,
  questionTypes: questionTypeChoiceSchema,
  settings: autoDraftSettingsSchema,
  sources: z.array(draftSourceSchema).max(AUTO_DRAFT_LIMITS.maxFiles + 1).default([]),
});
export type StartDraftSessionRequest = z.input<typeof startDraftSessionRequestSchema>;
export type ValidStartDraftSessionRequest = z.output<typeof startDraftSessionRequestSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid({ error: AUTO_DRAFT_MESSAGES.sessionNotFound }) });

/** Where a question came from: file (or 'Topic') and page or paragraph. Shown during review. */
export const questionSourceSchema = z.object({ file: z.string().nullable(), location: z.string().nullable() });
export type QuestionSource = z.infer<typeof questionSourceSchema>;

/** The spec's "suggested question from server". */
export const suggestedQuestionSchema = z.object({
  id: z.string(),
  questionText: z.string(),
  questionType: z.enum(SUGGESTION_TYPES),
  questionData: z.object({
    options: z.array(z.string()),
    correctAnswers: z.array(z.string()),
    explanation: z.string().nullable(),
    aiSuggestion: z.string().nullable(),
    rubric: z.string().nullable(),
  }),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  source: questionSourceSchema.nullable(),
});
export type SuggestedQuestion = z.infer<typeof suggestedQuestionSchema>;

export const DRAFT_STATUSES = ['processing', 'generating', 'ready', 'failed', 'cancelled'] as const;
export type DraftStatusValue = (typeof DRAFT_STATUSES)[number];

export const draftProgressSchema = z.object({
  stage: z.enum(['reading', 'generating', 'done']),
  currentFile: z.string().nullable(),
  filesDone: z.number().int(),
  filesTotal: z.number().int(),
  pagesDone: z.number().int(),
  pagesTotal: z.number().int(),
  questionsGenerated: z.number().int(),
  questionsTarget: z.number().int(),
});
export type DraftProgress = z.infer<typeof draftProgressSchema>;

export const generatorInfoSchema = z.object({
  provider: z.enum(['openai', 'offline']),
  model: z.string().nullable(),
  usedFallback: z.boolean(),
  tokenUsage: z.object({ input: z.number().int(), output: z.number().int(), total: z.number().int() }).nullable(),
});
export type GeneratorInfo = z.infer<typeof generatorInfoSchema>;

export const draftStatusSchema = z.object({
  sessionId: z.string(),
  status: z.enum(DRAFT_STATUSES),
  progress: draftProgressSchema,
  warnings: z.array(z.string()),
  error: z.string().nullable(),
  generator: generatorInfoSchema.nullable(),
  questionCount: z.number().int(),
  usedCount: z.number().int(),
  numberOfQuestions: z.number().int(),
  questionTypes: z.enum(QUESTION_TYPE_CHOICES),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  language: z.enum(LANGUAGE_CODES),
  settings: autoDraftSettingsSchema,
  sources: z.array(z.object({ name: z.string(), kind: z.string(), pages: z.number().int().nullable(), characters: z.number().int() })),
  /** The short topic the draft was made from, when no text was given (a link preview names it). */
  topic: z.string().nullable().default(null),
});
export type DraftStatus = z.infer<typeof draftStatusSchema>;

export const generateMoreRequestSchema = z.object({
  questionType: suggestionTypeSchema,
  count: z.coerce.number().int().min(1).max(LIMITS.autoDraftQuestions.max).default(LIMITS.autoDraftQuestions.fallback),
  difficulty: difficultySchema.optional(),
});
export const generateMoreBySessionRequestSchema = generateMoreRequestSchema.extend({ sessionId: z.uuid() });

/** The spec's answer of generate-more-questions: `question` mirrors `questionText` for older readers. */
export const generatedMoreQuestionSchema = suggestedQuestionSchema.extend({ question: z.string(), explanation: z.string().nullable() });

export const useQuestionRequestSchema = z.object({
  questionId: z.string().min(1).max(64),
  sessionId: z.uuid(),
  questionType: suggestionTypeSchema,
  /** The creator's edited version; the suggestion as it was when absent. */
  question: z
    .object({
      questionText: z.string().trim().min(1, AUTO_DRAFT_MESSAGES.questionRequiredTitle).max(LIMITS.questionTextMaxLength),
      options: z.array(z.string().trim().max(LIMITS.optionTextMaxLength)).max(LIMITS.maxOptions).default([]),
      correctAnswers: z.array(z.string().trim()).max(1).default([]),
      rubric: z.string().trim().max(4000).nullable().default(null),
    })
    .optional(),
});

export const usageStatusSchema = z.object({
  success: z.literal(true),
  data: z.object({ currentUsage: z.number().int(), limit: z.number().int(), allowed: z.literal(true) }),
});

/** Older flow: POST generate-questions (JSON). */
export const generateQuestionsRequestSchema = z.object({
  questionCount: questionCountSchema.default(LIMITS.autoDraftQuestions.fallback),
  questionType: z.preprocess((v) => (v === 'multiple-choice' ? 'mcq' : v === 'open-ended' ? 'essay' : lowerCased(v)), z.enum(QUESTION_TYPE_CHOICES)).default('mcq'),
  difficulty: difficultySchema,
  language: languageSchema,
  content: z.string().trim().max(AUTO_DRAFT_LIMITS.topicMaxLength).default(''),
  sourceFiles: z.array(z.string().max(255)).max(AUTO_DRAFT_LIMITS.maxFiles).default([]),
  youtubeLinks: z.array(z.string().max(2048)).max(10).default([]),
});

