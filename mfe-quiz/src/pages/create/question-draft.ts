import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { LIMITS, type QuestionInput, questionInputSchema, type QuestionType, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { emptyOptionEditor, type OptionEditorState } from './option-editor.reducer.ts';

/**
 * The question's image while editing: a newly picked file (uploaded when the question is saved, shown
 * from a local preview until then) or the URL of one already uploaded.
 */
export type ImageDraft = { file: File | null; previewUrl: string | null; savedUrl: string | null };

/** What the question form holds while the creator types. */
export type QuestionDraft = { text: string; type: QuestionType; hint: string; optionEditor: OptionEditorState; image: ImageDraft };

export const noImage = (): ImageDraft => ({ file: null, previewUrl: null, savedUrl: null });

export type DraftCheck = { ok: true; question: QuestionInput } | { ok: false; message: string };

export const emptyQuestionDraft = (): QuestionDraft => ({
  text: '',
  type: 'multiple-choice',
  hint: '',
  optionEditor: emptyOptionEditor(),
  image: noImage(),
});

/**
 * Turns a draft into a question ready to publish, or the first problem with it.
 * The spec's three checks come first, in its order and with its texts; then the shared schema
 * catches anything else the server would refuse (duplicate options, lengths).
 */
export function checkQuestionDraft(draft: QuestionDraft): DraftCheck {
  const text = draft.text.trim();
  if (!text) return { ok: false, message: QUIZ_MESSAGES.questionTextRequired };
  const hint = draft.hint.trim() || null;
  let question: QuestionInput = { text, type: draft.type, options: [], correctAnswers: [], hint, imageUrl: draft.image.savedUrl };
  if (draft.type === 'multiple-choice') {
    const { options, correctIndex } = draft.optionEditor;
    // Empty slots are left out: the creator may keep the 4 default slots and fill only 2 of them.
    const filled = options.map((o) => o.trim()).filter((o) => o.length > 0);
    if (filled.length < LIMITS.minOptions) return { ok: false, message: QUIZ_MESSAGES.optionsRequired };
    const correct = options[correctIndex]?.trim();
    if (!correct) return { ok: false, message: QUIZ_MESSAGES.correctOptionRequired };
    question = { ...question, options: filled, correctAnswers: [correct] };
  }
  const parsed = questionInputSchema.safeParse(question);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? HTTP_ERRORS.requestInvalid.message };
  return { ok: true, question };
}

/** The draft to edit an already added question. */
export function draftFromQuestion(question: QuestionInput): QuestionDraft {
  const options = question.options ?? [];
  const image = { ...noImage(), savedUrl: question.imageUrl ?? null };
  if (question.type !== 'multiple-choice' || options.length < LIMITS.minOptions) {
    return { ...emptyQuestionDraft(), text: question.text, type: question.type, hint: question.hint ?? '', image };
  }
  const correctIndex = Math.max(0, options.indexOf(question.correctAnswers?.[0] ?? ''));
  return { text: question.text, type: question.type, hint: question.hint ?? '', optionEditor: { options: [...options], correctIndex }, image };
}
