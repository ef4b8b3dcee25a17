import type { GenerationMetadata } from '@quizlink/contracts/draft';
import { type CreateQuizRequest, LIMITS } from '@quizlink/contracts/quiz';
import { toQuestionInput, type EditorQuestion } from './editor-question.ts';

/** Timing as the editor holds it: the minutes field stays text while typed. */
export type TimingDraft = { type: 'none' | 'total'; minutes: string; autoSubmit: boolean };

export const defaultTiming = (): TimingDraft => ({
  type: 'none',
  minutes: String(LIMITS.editorTimeLimitMinutes.fallback),
  autoSubmit: true,
});

/** The minutes a total time limit may take: 1 to max, `fallback` when unparseable. */
export type TimeLimitRange = { readonly min: number; readonly max: number; readonly fallback: number };

/**
 * The editor's range for the total time (spec §5): 1–180 minutes for a quiz made by hand; for an
 * AI draft, Auto Draft's 1–240, so a draft's time limit reaches the published quiz as the creator
 * chose it on /auto-draft (the server accepts up to 240 minutes for every quiz).
 */
export const timeLimitRange = (aiDraft: boolean): TimeLimitRange =>
  aiDraft ? LIMITS.autoDraftTimeLimitMinutes : LIMITS.editorTimeLimitMinutes;

/** Total minutes within the range (1–180 by default); anything unparseable falls back to 10 (spec). */
export function parseTimeLimitMinutes(text: string, range: TimeLimitRange = LIMITS.editorTimeLimitMinutes): number {
  const { min, max, fallback } = range;
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
  /** An AI draft: published as auto-created, its time limit within Auto Draft's range. */
  isAutoCreated?: boolean;
  /** "Show players the right answers after they submit" (on unless the creator turned it off). */
  showCorrectAnswers?: boolean;
  /** The topic an AI draft was made from (no document): the quiz's link preview names it. */
  topic?: string | null;
}): CreateQuizRequest {
  const { creator, questions, timing } = input;
  const isAutoCreated = input.isAutoCreated ?? false;
  return {
    creatorId: creator.id,
    creatorName: creator.name,
    isAutoCreated,
    timeLimit: timing.type === 'total' ? parseTimeLimitMinutes(timing.minutes, timeLimitRange(isAutoCreated)) * 60 : null,
    autoSubmit: timing.autoSubmit,
    showCorrectAnswers: input.showCorrectAnswers ?? true,
    topic: isAutoCreated ? (input.topic ?? null) : null,
    questions: questions.map((q, order) => toQuestionInput(q, order)),
  };
}
