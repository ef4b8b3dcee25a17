import { LIMITS } from '@quizlink/contracts';
import type { CreateQuizRequest, GenerationMetadata } from '@quizlink/contracts';
import { toQuestionInput, type EditorQuestion } from './editor-question.ts';

/** Timing as the editor holds it: the minutes field stays text while typed. */
export type TimingDraft = { type: 'none' | 'total'; minutes: string; autoSubmit: boolean };

export const defaultTiming = (): TimingDraft => ({
  type: 'none',
  minutes: String(LIMITS.editorTimeLimitMinutes.fallback),
  autoSubmit: true,
});

/** Total minutes within 1–180; anything unparseable falls back to 10 (spec). */
export function parseTimeLimitMinutes(text: string): number {
  const { min, max, fallback } = LIMITS.editorTimeLimitMinutes;
  const minutes = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(minutes)) return fallback;
  return Math.min(max, Math.max(min, minutes));
}

/** How many more questions the quiz needs before it can be published. */
export const missingQuestionCount = (questionCount: number): number =>
  Math.max(0, LIMITS.minQuestionsToPublish - questionCount);

/** An AI draft's suggested timing (seconds from Auto Draft), in the editor's minutes. */
export function timingFromMetadata(metadata: Pick<GenerationMetadata, 'timeLimit' | 'autoSubmit'>): TimingDraft {
  if (!metadata.timeLimit || metadata.timeLimit <= 0) return { ...defaultTiming(), autoSubmit: metadata.autoSubmit };
  return { type: 'total', minutes: String(Math.round(metadata.timeLimit / 60)), autoSubmit: metadata.autoSubmit };
}

/**
 * The one create call's body. No score, code, slug or dashboard token: the server makes those.
 * `order` follows the list so the server keeps the creator's sequence; review flags stay here.
 */
export function buildCreateQuizRequest(input: {
  creator: { id: number; name: string };
  questions: readonly EditorQuestion[];
  timing: TimingDraft;
  isAutoCreated?: boolean;
}): CreateQuizRequest {
  const { creator, questions, timing } = input;
  return {
    creatorId: creator.id,
    creatorName: creator.name,
    isAutoCreated: input.isAutoCreated ?? false,
    timeLimit: timing.type === 'total' ? parseTimeLimitMinutes(timing.minutes) * 60 : null,
    autoSubmit: timing.autoSubmit,
    questions: questions.map((q, order) => toQuestionInput(q, order)),
  };
}
