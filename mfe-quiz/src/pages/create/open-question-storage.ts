import { isAllowedImageUrl } from '@quizlink/contracts/content';
import { LIMITS, QUESTION_TYPES, type QuestionType } from '@quizlink/contracts/quiz';
import { LOCAL_KEYS, local } from '@quizlink/platform';
import { emptyQuestionDraft, noImage, type QuestionDraft } from './question-draft.ts';

/**
 * The question form as it is being typed, kept in local storage so a half-typed question survives a
 * reload (the added questions have their own draft, `draft-storage.ts`). A picked image that is not
 * uploaded yet is a local file and cannot be kept; an already uploaded one (its URL) is.
 */
export type OpenQuestion = { draft: QuestionDraft; editingIndex: number | null };

type Stored = { text: string; type: QuestionType; hint: string; options: string[]; correctIndex: number; imageUrl: string | null; editingIndex: number | null };

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

function parse(value: unknown): Stored | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<Stored>;
  const options = Array.isArray(v.options) ? v.options : null;
  if (!isText(v.text, LIMITS.questionTextMaxLength) || !isText(v.hint, LIMITS.hintMaxLength)) return null;
  if (!QUESTION_TYPES.includes(v.type as QuestionType)) return null;
  if (!options || options.length < LIMITS.minOptions || options.length > LIMITS.maxOptions) return null;
  if (!options.every((o) => isText(o, LIMITS.optionTextMaxLength))) return null;
  const correctIndex = Number.isInteger(v.correctIndex) && (v.correctIndex as number) >= 0 && (v.correctIndex as number) < options.length ? (v.correctIndex as number) : 0;
  const imageUrl = typeof v.imageUrl === 'string' && isAllowedImageUrl(v.imageUrl) ? v.imageUrl : null;
  const editingIndex = Number.isInteger(v.editingIndex) && (v.editingIndex as number) >= 0 ? (v.editingIndex as number) : null;
  return { text: v.text, type: v.type as QuestionType, hint: v.hint, options, correctIndex, imageUrl, editingIndex };
}

/** True when nothing was typed into a new question: there is nothing to keep. */
export function isBlankQuestion(draft: QuestionDraft): boolean {
  return !draft.text.trim() && !draft.hint.trim() && draft.optionEditor.options.every((o) => !o.trim()) && !draft.image.savedUrl && !draft.image.file;
}

/**
 * The form saved before the reload, if any and still valid. An edit of question N comes back as an
 * edit only while the draft still has N questions; otherwise it comes back as a new question.
 */
export function loadOpenQuestion(questionCount: number): OpenQuestion | null {
  try {
    const stored = parse(JSON.parse(local.get(LOCAL_KEYS.draftOpenQuestion) ?? 'null'));
    if (!stored) return null;
    const draft: QuestionDraft = {
      ...emptyQuestionDraft(),
      text: stored.text,
      type: stored.type,
      hint: stored.hint,
      optionEditor: { options: stored.options, correctIndex: stored.correctIndex },
      image: { ...noImage(), savedUrl: stored.imageUrl },
    };
    const editingIndex = stored.editingIndex !== null && stored.editingIndex < questionCount ? stored.editingIndex : null;
    if (editingIndex === null && isBlankQuestion(draft)) return null;
    return { draft, editingIndex };
  } catch {
    return null;
  }
}

/** Saves the form on every change; a blank new question is cleared instead. */
export function saveOpenQuestion(draft: QuestionDraft, editingIndex: number | null): void {
  if (editingIndex === null && isBlankQuestion(draft)) {
    clearOpenQuestion();
    return;
  }
  const stored: Stored = {
    text: draft.text,
    type: draft.type,
    hint: draft.hint,
    options: draft.optionEditor.options,
    correctIndex: draft.optionEditor.correctIndex,
    imageUrl: draft.image.savedUrl,
    editingIndex,
  };
  local.set(LOCAL_KEYS.draftOpenQuestion, JSON.stringify(stored));
}

export function clearOpenQuestion(): void {
  local.remove(LOCAL_KEYS.draftOpenQuestion);
}
