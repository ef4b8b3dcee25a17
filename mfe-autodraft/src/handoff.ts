import {
  PAGE_PATHS,
  generatedQuestionsSchema,
  type DraftQuestion,
  type DraftStatus,
  type GenerationMetadata,
  type QuestionTypeChoice,
  type SuggestedQuestion,
} from '@quizlink/contracts';
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
  };
}

/** A suggestion (possibly edited) as the editor takes it. */
export function draftQuestionOf(q: Pick<SuggestedQuestion, 'questionText' | 'questionType' | 'questionData' | 'source'>): DraftQuestion {
  return {
    text: q.questionText,
    type: q.questionType === 'mcq' ? 'multiple-choice' : 'open-ended',
    options: q.questionType === 'mcq' ? q.questionData.options : [],
    correctAnswers: q.questionType === 'mcq' ? q.questionData.correctAnswers.slice(0, 1) : [],
    hint: null,
    source: q.source,
    rubric: q.questionType === 'essay' ? q.questionData.rubric : null,
    needsReview: true,
  };
}

/**
 * Leaves the draft for the /create editor in its AI-draft mode (contracts/auto-draft-handoff.ts:
 * draftSessionId, generatedQuestions, generationMetadata, autoCreateMode, requiresReview) and goes there.
 */
export function handOffToEditor(sessionId: string, questions: DraftQuestion[], metadata: GenerationMetadata): void {
  session.set('draftSessionId', sessionId);
  session.set('generatedQuestions', JSON.stringify(generatedQuestionsSchema.parse(questions)));
  session.set('generationMetadata', JSON.stringify(metadata));
  session.set('autoCreateMode', 'true');
  session.set('requiresReview', 'true');
  navigate(PAGE_PATHS.create);
}
