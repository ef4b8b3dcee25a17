import type React from 'react';
import { useId } from 'react';
import { LIMITS, type QuestionType } from '@quizlink/contracts/quiz';
import { Alert, Button, Stack, TextArea, TextField } from '@quizlink/ui';
import { QUESTION_TEXT_ID } from './focus-question-form.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { OptionEditor } from './OptionEditor.tsx';
import type { OptionEditorAction } from './option-editor.reducer.ts';
import type { QuestionDraft } from './question-draft.ts';

export type QuestionFormProps = {
  draft: QuestionDraft;
  editing: boolean;
  error: string | null;
  saving: boolean;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onOption: (action: OptionEditorAction) => void;
  onPickImage: (file: File | null) => void;
  onSave: () => void;
  onCancel: () => void;
  /** False during sequential review, whose own buttons replace Add/Update. */
  showActions?: boolean;
  /** "Question Added. Your quiz now has N questions." after a save, announced politely. */
  confirmation?: string;
};

const TYPES: ReadonlyArray<{ value: QuestionType; label: string }> = [
  { value: 'multiple-choice', label: 'Multiple choice' },
  { value: 'open-ended', label: 'Open-ended' },
];

/** The form for one question: text, type, options (multiple choice) and hint. */
export function QuestionForm({ draft, editing, error, saving, onChange, onOption, onPickImage, onSave, onCancel, showActions = true, confirmation = '' }: QuestionFormProps) {
  const typeGroup = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit question' : 'Add a question'}>
      <Stack gap={4}>
        <TextArea
          id={QUESTION_TEXT_ID}
          label="Question"
          value={draft.text}
          maxLength={LIMITS.questionTextMaxLength}
          onChange={(e) => onChange({ text: e.target.value })}
        />
        <fieldset className="ql-field">
          <legend className="ql-field__label">Question type</legend>
          <Stack direction="row" gap={4} wrap>
            {TYPES.map((t) => (
              <label key={t.value} className="ql-choice">
                <input
                  type="radio"
                  name={`${typeGroup}-type`}
                  value={t.value}
                  checked={draft.type === t.value}
                  onChange={() => onChange({ type: t.value })}
                />
                {t.label}
              </label>
            ))}
          </Stack>
        </fieldset>
        {draft.type === 'multiple-choice' ? <OptionEditor state={draft.optionEditor} dispatch={onOption} /> : null}
        <TextField
          id="question-hint"
          label="Hint (optional)"
          value={draft.hint}
          maxLength={LIMITS.hintMaxLength}
          onChange={(e) => onChange({ hint: e.target.value })}
        />
        <ImagePicker image={draft.image} disabled={saving} onPick={onPickImage} />
        {error ? <Alert variant="error">{error}</Alert> : null}
        {showActions ? (
          <Stack direction="row" gap={2} wrap>
            <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
              {editing ? 'Update Question' : 'Add Question'}
            </Button>
            {editing ? (
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                Cancel Edit
              </Button>
            ) : null}
          </Stack>
        ) : null}
        <output className="ql-form-status">{confirmation}</output>
      </Stack>
    </form>
  );
}
