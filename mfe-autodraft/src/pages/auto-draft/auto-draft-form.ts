import { AUTO_DRAFT_FILE_EXTENSIONS, AUTO_DRAFT_LIMITS, AUTO_DRAFT_MESSAGES, type Difficulty, type LanguageCode, type QuestionTypeChoice } from '@quizlink/contracts/draft';
import { LIMITS } from '@quizlink/contracts/quiz';
import type { ToastInput } from '@quizlink/platform';
import type { StartDraftFields } from '../../api/auto-create.api.ts';

export type TimingChoice = { type: 'none' | 'total'; preset: number | 'custom'; customMinutes: string; autoSubmit: boolean };

export type AutoDraftFormValues = {
  files: File[];
  topicPrompt: string;
  numberOfQuestions: string;
  difficulty: Difficulty;
  language: LanguageCode;
  questionTypes: QuestionTypeChoice;
  timing: TimingChoice;
};

export const initialFormValues = (): AutoDraftFormValues => ({
  files: [],
  topicPrompt: '',
  numberOfQuestions: String(LIMITS.autoDraftQuestions.fallback),
  difficulty: 'medium',
  language: 'en',
  questionTypes: 'both',
  timing: { type: 'none', preset: LIMITS.autoDraftTimeLimitMinutes.fallback, customMinutes: String(LIMITS.autoDraftTimeLimitMinutes.fallback), autoSubmit: true },
});

const clamp = (value: string, min: number, max: number, fallback: number): number => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** 5–50, default 5 (spec §5). */
export const clampQuestionCount = (value: string): number => {
  const { min, max, fallback } = LIMITS.autoDraftQuestions;
  return clamp(value, min, max, fallback);
};

/** 1–240 minutes, default 10 (spec §5). */
export const clampCustomMinutes = (value: string): number => {
  const { min, max, fallback } = LIMITS.autoDraftTimeLimitMinutes;
  return clamp(value, min, max, fallback);
};

export const timeLimitSeconds = (timing: TimingChoice): number => (timing.preset === 'custom' ? clampCustomMinutes(timing.customMinutes) : timing.preset) * 60;

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
const accepted = (file: File) => (AUTO_DRAFT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));

/** Splits chosen files into those the form takes and those it refuses (by name and size; the server checks content). */
export function sortFiles(files: File[]): { usable: File[]; invalid: File[]; tooLarge: File[] } {
  const invalid = files.filter((f) => !accepted(f));
  const tooLarge = files.filter((f) => accepted(f) && f.size > LIMITS.documentMaxBytes);
  return { usable: files.filter((f) => accepted(f) && f.size <= LIMITS.documentMaxBytes), invalid, tooLarge };
}

/** The toast for files the form refuses, or null. */
export function fileProblem(files: File[]): ToastInput | null {
  const { invalid, tooLarge } = sortFiles(files);
  if (invalid.length > 0) return { title: AUTO_DRAFT_MESSAGES.invalidFilesTitle, description: AUTO_DRAFT_MESSAGES.invalidFilesBody, variant: 'destructive' };
  if (tooLarge.length > 0) return { title: AUTO_DRAFT_MESSAGES.filesTooLargeTitle, description: AUTO_DRAFT_MESSAGES.filesTooLargeBody, variant: 'destructive' };
  return null;
}

/** The spec's checks before anything is sent: content present, files valid. */
export function formProblem(values: AutoDraftFormValues): ToastInput | null {
  if (values.files.length === 0 && !values.topicPrompt.trim()) {
    return { title: AUTO_DRAFT_MESSAGES.contentRequiredTitle, description: AUTO_DRAFT_MESSAGES.contentRequiredBody, variant: 'destructive' };
  }
  if (values.files.length > AUTO_DRAFT_LIMITS.maxFiles) return { title: AUTO_DRAFT_MESSAGES.invalidFilesTitle, description: AUTO_DRAFT_MESSAGES.tooManyFiles, variant: 'destructive' };
  return fileProblem(values.files);
}

/** The start-draft-session payload (spec §7). */
export function startFields(values: AutoDraftFormValues, userName: string): StartDraftFields {
  const topicPrompt = values.topicPrompt.trim();
  return {
    topicPrompt,
    numberOfQuestions: clampQuestionCount(values.numberOfQuestions),
    difficulty: values.difficulty,
    language: values.language,
    questionTypes: values.questionTypes,
    settings: { timingType: values.timing.type, timeLimit: timeLimitSeconds(values.timing), autoSubmit: values.timing.autoSubmit, userName },
    sources: [
      ...values.files.map((f) => ({ type: 'file' as const, name: f.name, size: f.size })),
      ...(topicPrompt ? [{ type: 'topic' as const, content: topicPrompt }] : []),
    ],
  };
}
