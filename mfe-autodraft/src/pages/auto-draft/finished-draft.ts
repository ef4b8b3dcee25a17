import type { DraftQuestion, DraftStatus } from '@quizlink/contracts/draft';
import { autoCreateApi } from '../../api/auto-create.api.ts';
import { readDraftSettings } from '../../handoff.ts';

export type FinishedDraft = { status: DraftStatus; questions: DraftQuestion[] };

/**
 * The draft this tab finished last, read again from the server — so the success card survives a
 * reload. Null when the tab remembers no draft (none yet, Start Over, or the quiz was published),
 * when the draft is not ready (failed, cancelled, still running: the form shows), or when the server
 * no longer has it.
 */
export async function finishedDraft(signal: AbortSignal): Promise<FinishedDraft | null> {
  const settings = readDraftSettings();
  if (!settings) return null;
  try {
    const { data: status } = await autoCreateApi.draftStatus(settings.sessionId, signal);
    if (status.status !== 'ready') return null;
    const { questions } = await autoCreateApi.draftQuestions(settings.sessionId);
    return signal.aborted ? null : { status, questions };
  } catch {
    return null;
  }
}
