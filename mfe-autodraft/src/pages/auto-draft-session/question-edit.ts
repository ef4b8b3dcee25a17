import { AUTO_DRAFT_MESSAGES, type DraftQuestion, type QuestionSource, type SuggestedQuestion, type SuggestionType } from '@quizlink/contracts/draft';
import { LIMITS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import type { ToastInput } from '@quizlink/platform';
import type { QuestionEdit } from '../../api/auto-create.api.ts';

/** The edit card's question: from a suggestion (originId) or written by hand. */
export type EditDraft = {
  originId: string | null;
  source: QuestionSource | null;
  type: SuggestionType;
  questionText: string;
  options: string[];
  correctIndex: number;
  rubric: string;
};

export const emptyDraft = (type: SuggestionType): EditDraft => ({
  originId: null,
  source: null,
  type,
  questionText: '',
  options: type === 'mcq' ? Array.from({ length: LIMITS.defaultOptionSlots }, () => '') : [],
  correctIndex: 0,
  rubric: '',
});

export function draftFromSuggestion(s: SuggestedQuestion): EditDraft {
  const correct = s.questionData.correctAnswers[0];
  return {
    originId: s.id,
    source: s.source,
    type: s.questionType,
    questionText: s.questionText,
    options: s.questionType === 'mcq' ? [...s.questionData.options] : [],
    correctIndex: Math.max(0, s.questionData.options.findIndex((o) => o === correct)),
    rubric: s.questionData.rubric ?? '',
  };
}

/** The editor's rules (spec §5): text required ('Question Required'); multiple choice 2+ options and a valid correct one. */
export function editProblem(draft: EditDraft): ToastInput | null {
  if (!draft.questionText.trim()) return { title: AUTO_DRAFT_MESSAGES.questionRequiredTitle, description: AUTO_DRAFT_MESSAGES.questionRequiredBody, variant: 'destructive' };
  if (draft.type !== 'mcq') return null;
  const filled = draft.options.map((o) => o.trim()).filter(Boolean);
  if (filled.length < LIMITS.minOptions) return { title: QUIZ_MESSAGES.optionsRequired, variant: 'destructive' };
  const correct = draft.options[draft.correctIndex]?.trim();
  if (!correct || new Set(filled.map((o) => o.toLowerCase())).size !== filled.length) return { title: QUIZ_MESSAGES.correctOptionRequired, variant: 'destructive' };
  return null;
}

export function editOf(draft: EditDraft): QuestionEdit {
  return {
    questionText: draft.questionText.trim(),
    options: draft.type === 'mcq' ? draft.options.map((o) => o.trim()).filter(Boolean) : [],
    correctAnswers: draft.type === 'mcq' ? [draft.options[draft.correctIndex]!.trim()] : [],
    rubric: draft.type === 'essay' ? draft.rubric.trim() || null : null,
  };
}

/** A question the creator added in the builder: chosen and checked there, so it does not need review. */
export function draftQuestionFromEdit(draft: EditDraft): DraftQuestion {
  const edit = editOf(draft);
  return {
    text: edit.questionText,
    type: draft.type === 'mcq' ? 'multiple-choice' : 'open-ended',
    options: edit.options,
    correctAnswers: edit.correctAnswers,
    hint: null,
    source: draft.source,
    rubric: edit.rubric,
    needsReview: false,
  };
}

/** Option list edits (2–8 options); removing the correct option resets it to the first (spec §4). */
export function removeOption(draft: EditDraft, index: number): EditDraft {
  if (draft.options.length <= LIMITS.minOptions) return draft;
  const options = draft.options.filter((_, i) => i !== index);
  const correctIndex = index === draft.correctIndex ? 0 : index < draft.correctIndex ? draft.correctIndex - 1 : draft.correctIndex;
  return { ...draft, options, correctIndex };
}

export function addOption(draft: EditDraft): EditDraft {
  return draft.options.length >= LIMITS.maxOptions ? draft : { ...draft, options: [...draft.options, ''] };
}
