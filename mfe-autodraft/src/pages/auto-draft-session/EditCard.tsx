import { useId } from 'react';
import { AUTO_DRAFT_LABELS } from '@quizlink/contracts/draft';
import { LIMITS } from '@quizlink/contracts/quiz';
import { Button, Card, Stack, TextArea, TextField } from '@quizlink/ui';
import { addOption, removeOption, type EditDraft } from './question-edit.ts';

const letter = (i: number) => String.fromCharCode(65 + i);

export type EditCardProps = { draft: EditDraft; onChange: (draft: EditDraft) => void; onAdd: () => void; saving: boolean };

/** The creator's version of the question: text, options with the correct one (2–8), or a rubric. */
export function EditCard({ draft, onChange, onAdd, saving }: EditCardProps) {
  const group = useId();
  const set = (patch: Partial<EditDraft>) => onChange({ ...draft, ...patch });
  return (
    <Card heading={AUTO_DRAFT_LABELS.yourQuestion}>
      <Stack gap={3}>
        <TextArea id="edit-question" label={AUTO_DRAFT_LABELS.question} rows={3} maxLength={LIMITS.questionTextMaxLength} value={draft.questionText} onChange={(e) => set({ questionText: e.target.value })} />
        {draft.type === 'mcq' ? (
          <fieldset className="ql-field">
            <legend className="ql-field__label">{AUTO_DRAFT_LABELS.correctAnswer}</legend>
            <Stack gap={2}>
              {draft.options.map((option, i) => (
                <Stack key={i} direction="row" gap={2} align="end">
                  <input
                    type="radio"
                    name={`${group}-correct`}
                    aria-label={`Option ${letter(i)} is the correct answer`}
                    checked={draft.correctIndex === i}
                    onChange={() => set({ correctIndex: i })}
                    style={{ marginBottom: 'var(--ql-space-3)' }}
                  />
                  <div style={{ flex: 1 }}>
                    <TextField id={`edit-option-${i}`} label={`Option ${letter(i)}`} value={option} maxLength={LIMITS.optionTextMaxLength} onChange={(e) => set({ options: draft.options.map((o, j) => (j === i ? e.target.value : o)) })} />
                  </div>
                  {draft.options.length > LIMITS.minOptions ? (
                    <Button size="sm" variant="secondary" aria-label={`${AUTO_DRAFT_LABELS.removeOption} ${letter(i)}`} onClick={() => onChange(removeOption(draft, i))}>
                      ✕
                    </Button>
                  ) : null}
                </Stack>
              ))}
              {draft.options.length < LIMITS.maxOptions ? (
                <div>
                  <Button size="sm" variant="outline" onClick={() => onChange(addOption(draft))}>
                    {AUTO_DRAFT_LABELS.addOption}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </fieldset>
        ) : (
          <TextArea id="edit-rubric" label={AUTO_DRAFT_LABELS.rubric} rows={3} value={draft.rubric} onChange={(e) => set({ rubric: e.target.value })} />
        )}
        <div>
          <Button onClick={onAdd} disabled={saving}>
            {AUTO_DRAFT_LABELS.addToQuiz}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
