import { useEffect, useState } from 'react';
import { AUTO_DRAFT_MESSAGES, questionAddedText } from '@quizlink/contracts/draft';
import { questionUpdatedText, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { toast } from '@quizlink/platform';
import { quizzesApi } from '../../api/quizzes.api.ts';
import type { EditorQuestion } from './editor-question.ts';
import { focusQuestionForm } from './focus-question-form.ts';
import { checkImageFile } from './image-rules.ts';
import { saveOpenQuestion, type OpenQuestion } from './open-question-storage.ts';
import { optionEditorReducer, type OptionEditorAction } from './option-editor.reducer.ts';
import { checkQuestionDraft, draftFromQuestion, emptyQuestionDraft, noImage, type QuestionDraft } from './question-draft.ts';

/** A picked image's local preview lives until the draft lets go of it. */
const releasePreview = (draft: QuestionDraft) => {
  if (draft.image.previewUrl) URL.revokeObjectURL(draft.image.previewUrl);
};

/**
 * Uploads the picked image, if any. A failed upload does not block the question: it is saved without
 * its image and the toast says so (spec).
 */
async function uploadedImageUrl(file: File): Promise<string | null> {
  try {
    return await quizzesApi.uploadImage(file);
  } catch {
    toast({ title: QUIZ_MESSAGES.imageUploadFailedTitle, description: QUIZ_MESSAGES.imageUploadFailedBody, variant: 'destructive' });
    return null;
  }
}

export type QuestionFormOptions = {
  questions: readonly EditorQuestion[];
  onSaved: (question: EditorQuestion, index: number | null) => void;
  /** The form as it was before a reload (`open-question-storage.ts`). */
  initial?: OpenQuestion | null;
  /** Keep the form in local storage on every change (a manual draft; an AI draft has its session). */
  autosave?: boolean;
};

/**
 * The question form: the draft being typed, which added question it edits, its image, saving, and
 * the confirmation line ("Question Added. Your quiz now has 3 questions.") after Add / Update.
 */
export function useQuestionForm(opts: QuestionFormOptions) {
  const [draft, setDraft] = useState<QuestionDraft>(() => opts.initial?.draft ?? emptyQuestionDraft());
  const [editingIndex, setEditingIndex] = useState<number | null>(opts.initial?.editingIndex ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  useEffect(() => () => releasePreview(draft), [draft]);
  const { autosave = false } = opts;
  useEffect(() => {
    if (autosave) saveOpenQuestion(draft, editingIndex);
  }, [autosave, draft, editingIndex]);

  const updateDraft = (patch: Partial<QuestionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const dispatchOption = (action: OptionEditorAction) => setDraft((d) => ({ ...d, optionEditor: optionEditorReducer(d.optionEditor, action) }));

  const pickImage = (file: File | null) => {
    if (!file) return setDraft((d) => ({ ...d, image: noImage() }));
    const checked = checkImageFile(file);
    if (!checked.ok) {
      toast({ title: checked.title, description: checked.description, variant: 'destructive' });
      return;
    }
    setDraft((d) => ({ ...d, image: { file, previewUrl: URL.createObjectURL(file), savedUrl: null } }));
  };

  const reset = () => {
    setDraft(emptyQuestionDraft());
    setEditingIndex(null);
    setFormError(null);
    setConfirmation('');
  };

  const load = (index: number) => {
    const question = opts.questions[index];
    if (!question) return;
    setDraft(draftFromQuestion(question));
    setEditingIndex(index);
    setFormError(null);
    setConfirmation('');
  };

  /** Edit from the list: load the question, then bring the form into view with the cursor in it. */
  const edit = (index: number) => {
    load(index);
    focusQuestionForm();
  };

  const finish = (question: EditorQuestion) => {
    const original = editingIndex === null ? undefined : opts.questions[editingIndex];
    opts.onSaved({ ...question, needsReview: original?.needsReview, source: original?.source }, editingIndex);
    reset();
    setConfirmation(
      editingIndex === null ? `${AUTO_DRAFT_MESSAGES.questionAddedTitle}. ${questionAddedText(opts.questions.length + 1)}` : questionUpdatedText(editingIndex + 1),
    );
  };

  /**
   * Checks the draft, uploads its image, then hands the question over; false when it is refused.
   * Without a new image nothing is awaited, so the list updates in the same event as the click.
   */
  const save = async (): Promise<boolean> => {
    const checked = checkQuestionDraft(draft);
    if (!checked.ok) {
      setFormError(checked.message);
      return false;
    }
    const { file } = draft.image;
    if (!file) {
      finish(checked.question);
      return true;
    }
    setSaving(true);
    const imageUrl = await uploadedImageUrl(file);
    setSaving(false);
    finish({ ...checked.question, imageUrl });
    return true;
  };

  return { draft, editingIndex, formError, saving, confirmation, updateDraft, dispatchOption, pickImage, reset, load, edit, save, setEditingIndex };
}
