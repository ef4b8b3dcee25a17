import { generatedQuestionsSchema, type GenerationMetadata, generationMetadataSchema } from '@quizlink/contracts/draft';
import { QUIZ_EXPERIENCE_MESSAGES, reviewQuestionTitle } from '@quizlink/contracts/quiz';
import type { SessionKey } from '@quizlink/platform';
import { fromDraftQuestion, type EditorQuestion } from './editor-question.ts';

/**
 * How /create was reached: by hand, or with an AI draft left in session storage by Auto Draft
 * (contracts/auto-draft-handoff.ts). `sessionFlow` marks the draft-session flow (a draft session
 * id exists); `review` that the creator must review the questions (Needs Review / Reviewed flags,
 * sequential review).
 */
export type EditorMode =
  | { kind: 'manual' }
  | { kind: 'ai-draft'; sessionFlow: boolean; review: boolean; questions: EditorQuestion[]; metadata: GenerationMetadata };

const AI_FLAG_KEYS: readonly SessionKey[] = ['autoCreateMode', 'requiresReview', 'generatedQuestions', 'generationMetadata'];

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the spec's session keys. AI draft when a draft session id exists, or (older flow) when the
 * auto-create flag, the requires-review flag and generated questions are all there. Flags whose
 * conditions are not met are stale: they are listed for clearing and the editor is manual.
 */
export function resolveEditorMode(read: (key: SessionKey) => string | null): { mode: EditorMode; staleKeys: SessionKey[] } {
  const parsed = generatedQuestionsSchema.safeParse(parseJson(read('generatedQuestions')));
  const metadata = generationMetadataSchema.safeParse(parseJson(read('generationMetadata')) ?? {});
  const sessionFlow = Boolean(read('draftSessionId'));
  const review = read('requiresReview') === 'true';
  // Spec §2 /create: "Per-question flags Needs Review / Reviewed exist when review is required."
  const questions = parsed.success ? parsed.data.map((q) => (review ? fromDraftQuestion(q) : { ...fromDraftQuestion(q), needsReview: undefined })) : [];
  const olderFlow = read('autoCreateMode') === 'true' && review && questions.length > 0;
  if (sessionFlow || olderFlow) {
    return {
      mode: { kind: 'ai-draft', sessionFlow, review, questions, metadata: metadata.success ? metadata.data : generationMetadataSchema.parse({}) },
      staleKeys: [],
    };
  }
  return { mode: { kind: 'manual' }, staleKeys: AI_FLAG_KEYS.filter((key) => read(key) !== null) };
}

/** The editor's title: the spec's four variants. */
export function editorTitle(mode: EditorMode, review: { position: number; total: number } | null): string {
  if (review) return reviewQuestionTitle(review.position, review.total);
  if (mode.kind === 'manual') return QUIZ_EXPERIENCE_MESSAGES.createTitle;
  return mode.review ? QUIZ_EXPERIENCE_MESSAGES.reviewTitle : QUIZ_EXPERIENCE_MESSAGES.draftTitle;
}
