/** Business constants of the spec, in one place. Sizes are bytes, times are as named. */
export const LIMITS = {
  userNameMaxLength: 50,
  minQuestionsToPublish: 5,
  maxQuestionsPerQuiz: 500,
  /** The topic an Auto Draft quiz was made from, as its link preview names it. */
  quizTopicMaxLength: 120,
  minOptions: 2,
  maxOptions: 8,
  defaultOptionSlots: 4,
  questionTextMaxLength: 2000,
  optionTextMaxLength: 500,
  hintMaxLength: 500,
  openEndedAnswerMaxLength: 2000,
  imageMaxBytes: 5 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  jsonBodyMaxBytes: 1024 * 1024,
  accessCodeLength: 6,
  slugNameMaxLength: 15,
  editorTimeLimitMinutes: { min: 1, max: 180, fallback: 10 },
  autoDraftTimeLimitMinutes: { min: 1, max: 240, fallback: 10 },
  autoDraftQuestions: { min: 5, max: 50, fallback: 5 },
  defaultQuizLifetimeDays: 7,
  dashboardTokenBytes: 32,
  /** Bytes of CSPRNG entropy an attempt's secret carries at least (≥ 16, i.e. ≥ 128 bits; its text is base64url). */
  attemptSecretBytes: 32,
  toastDurationMs: 5000,
  copyToastDurationMs: 3000,
  copiedStateMs: 2000,
} as const;

/** Access codes: 6 characters from A–Z and 0–9. */
export const ACCESS_CODE_PATTERN = /^[A-Z0-9]{6}$/;
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A typed access code in its stored form: people type codes in any case and with stray spaces
 * (`kzgzms` finds `KZGZMS`). Null when the text is not 6 letters or digits.
 */
export function accessCodeOf(input: string): string | null {
  const code = input.trim().toUpperCase();
  return ACCESS_CODE_PATTERN.test(code) ? code : null;
}
