import { questionInputSchema } from '@quizlink/contracts/quiz';
import { LOCAL_KEYS, local } from '@quizlink/platform';
import type { EditorQuestion } from './editor-question.ts';
import type { TimingDraft } from './publish-request.ts';

/** The spec's `{product}_draft_metadata`, plus the timing so it comes back too. */
export type DraftMetadata = { source: 'manual'; timestamp: number; creatorName: string; timing?: TimingDraft };

export type ManualDraft = { questions: EditorQuestion[]; metadata: DraftMetadata };

const isTiming = (value: unknown): value is TimingDraft =>
  typeof value === 'object' && value !== null && ['none', 'total'].includes((value as TimingDraft).type) && typeof (value as TimingDraft).minutes === 'string';

/** The manual draft in local storage, if one was saved by hand (`source` manual) and still parses. */
export function loadManualDraft(): ManualDraft | null {
  try {
    const metadata = JSON.parse(local.get(LOCAL_KEYS.draftMetadata) ?? 'null') as Partial<DraftMetadata> | null;
    if (metadata?.source !== 'manual') return null;
    const parsed = questionInputSchema.array().safeParse(JSON.parse(local.get(LOCAL_KEYS.draftQuestions) ?? 'null'));
    if (!parsed.success || parsed.data.length === 0) return null;
    return {
      questions: parsed.data,
      metadata: {
        source: 'manual',
        timestamp: Number(metadata.timestamp) || 0,
        creatorName: String(metadata.creatorName ?? ''),
        ...(isTiming(metadata.timing) ? { timing: metadata.timing } : {}),
      },
    };
  } catch {
    return null;
  }
}

/** Saves the manual draft on every change; an empty draft is cleared instead (spec). */
export function saveManualDraft(questions: readonly EditorQuestion[], creatorName: string, timing: TimingDraft, now = Date.now()): void {
  if (questions.length === 0) {
    clearManualDraft();
    return;
  }
  const metadata: DraftMetadata = { source: 'manual', timestamp: now, creatorName, timing };
  local.set(LOCAL_KEYS.draftQuestions, JSON.stringify(questions));
  local.set(LOCAL_KEYS.draftMetadata, JSON.stringify(metadata));
}

export function clearManualDraft(): void {
  local.remove(LOCAL_KEYS.draftQuestions);
  local.remove(LOCAL_KEYS.draftMetadata);
}
