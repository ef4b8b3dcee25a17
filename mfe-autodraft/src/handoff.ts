import { type DraftQuestion, type DraftStatus, generatedQuestionsSchema, type GenerationMetadata, type QuestionTypeChoice } from '@quizlink/contracts/draft';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { navigate, session } from '@quizlink/platform';

/** What the builder needs to know about the draft it works on (session keys draftQuestionTypes, draftSettings). */
export type DraftSettings = { sessionId: string; numberOfQuestions: number; questionTypes: QuestionTypeChoice; difficulty: string };

/** Remembers the finished draft in session storage, for the suggestion builder and for /create. */
export function rememberDraft(status: DraftStatus): void {
  // A new draft: what an earlier one left for the editor or the builder no longer applies.
  for (const key of ['generatedQuestions', 'generationMetadata', 'autoCreateMode', 'requiresReview'] as const) session.remove(key);
  session.set('draftSessionId', status.sessionId);
  session.set('draftQuestionTypes', status.questionTypes);
  const settings: DraftSettings = { sessionId: status.sessionId, numberOfQuestions: status.numberOfQuestions, questionTypes: status.questionTypes, difficulty: status.difficulty };
  session.set('draftSettings', JSON.stringify(settings));
}

/** Start Over: the tab forgets its finished draft (a reload then shows the form, not the success card). */
export function forgetDraft(): void {
  for (const key of ['draftSessionId', 'draftSettings', 'draftQuestionTypes', 'generatedQuestions', 'generationMetadata', 'autoCreateMode', 'requiresReview'] as const) session.remove(key);
}

export function readDraftSettings(): DraftSettings | null {
  const sessionId = session.get('draftSessionId');
  if (!sessionId) return null;
  try {
    const stored = JSON.parse(session.get('draftSettings') ?? 'null') as DraftSettings | null;
    if (stored?.sessionId === sessionId) return stored;
  } catch {
    // Unreadable settings: the defaults below.
  }
  const questionTypes = (session.get('draftQuestionTypes') ?? 'both') as QuestionTypeChoice;
  return { sessionId, numberOfQuestions: 5, questionTypes, difficulty: 'medium' };
}

/** The editor's metadata of an AI draft (contracts' hand-off). */
export function metadataOf(status: DraftStatus): GenerationMetadata {
  return {
    title: status.sources[0]?.name ?? null,
    language: status.language,
    difficulty: status.difficulty,
    timeLimit: status.settings.timingType === 'total' ? status.settings.timeLimit : null,
    autoSubmit: status.settings.autoSubmit,
    usedFallback: status.generator?.usedFallback ?? false,
    topic: status.topic,
  };
}

/**
 * Whether /create must make the creator review the questions (Needs Review / Reviewed flags,
 * sequential review): the session key `requiresReview`.
 * - `'review'` — 'Review & Edit Questions' on /auto-draft: every question is machine-made and the
 *   creator has not looked at any of them yet, so the editor opens as "Review & Edit Your Quiz".
 * - `'draft'` — Finish Quiz in the suggestion builder: the creator read, edited and chose each
 *   question there, so a second, sequential review would only repeat that work; the editor opens
 *   as "Create Your Draft" (the Auto Draft issue: "Finish Quiz → /create in AI-draft mode, where the
 *   creator reviews and publishes.").
 */
export type EditorHandOff = 'review' | 'draft';

/**
 * Leaves the draft for the /create editor in its AI-draft mode (contracts/auto-draft-handoff.ts:
 * draftSessionId, generatedQuestions, generationMetadata, autoCreateMode, and requiresReview only
 * when `handOff` is `'review'` — a flag an earlier hand-off left is removed) and goes there.
 */
export function handOffToEditor(sessionId: string, questions: DraftQuestion[], metadata: GenerationMetadata, handOff: EditorHandOff): void {
  session.set('draftSessionId', sessionId);
  session.set('generatedQuestions', JSON.stringify(generatedQuestionsSchema.parse(questions)));
  session.set('generationMetadata', JSON.stringify(metadata));
  session.set('autoCreateMode', 'true');
  if (handOff === 'review') session.set('requiresReview', 'true');
  else session.remove('requiresReview');
  navigate(PAGE_PATHS.create);
}
