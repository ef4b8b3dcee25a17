import { useId } from 'react';
import { AUTO_DRAFT_LABELS, AUTO_DRAFT_LANGUAGES, AUTO_DRAFT_LIMITS, AUTO_DRAFT_MESSAGES, DIFFICULTIES, type Difficulty, type LanguageCode, type QuestionTypeChoice } from '@quizlink/contracts/draft';
import { LIMITS } from '@quizlink/contracts/quiz';
import { toast } from '@quizlink/platform';
import { Button, Card, Stack, TextArea, TextField } from '@quizlink/ui';
import { clampQuestionCount, fileProblem, sortFiles, type AutoDraftFormValues } from './auto-draft-form.ts';
import { FileDropZone } from './FileDropZone.tsx';
import { TimingFields } from './TimingFields.tsx';

export type AutoDraftFormProps = { values: AutoDraftFormValues; onChange: (values: AutoDraftFormValues) => void; onSubmit: () => void };

const TYPE_CHOICES: Array<{ value: QuestionTypeChoice; label: string }> = [
  { value: 'mcq', label: AUTO_DRAFT_LABELS.typeMcq },
  { value: 'essay', label: AUTO_DRAFT_LABELS.typeEssay },
  { value: 'both', label: AUTO_DRAFT_LABELS.typeBoth },
];

function Select<T extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: ReadonlyArray<{ value: T; label: string }>; onChange: (v: T) => void }) {
  return (
    <div className="ql-field">
      <label className="ql-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="ql-input" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The auto-draft form: content (files, topic or text) and settings. */
export function AutoDraftForm({ values, onChange, onSubmit }: AutoDraftFormProps) {
  const typeGroup = useId();
  const set = (patch: Partial<AutoDraftFormValues>) => onChange({ ...values, ...patch });
  const addFiles = (added: File[]) => {
    const problem = fileProblem(added);
    if (problem) toast(problem);
    const room = AUTO_DRAFT_LIMITS.maxFiles - values.files.length;
    const usable = sortFiles(added).usable;
    if (usable.length > room) toast({ title: AUTO_DRAFT_MESSAGES.invalidFilesTitle, description: AUTO_DRAFT_MESSAGES.tooManyFiles, variant: 'destructive' });
    set({ files: [...values.files, ...usable.slice(0, Math.max(0, room))] });
  };
  const { min, max } = LIMITS.autoDraftQuestions;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap={5}>
        <Card heading={AUTO_DRAFT_LABELS.contentHeading}>
          <Stack gap={4}>
            <FileDropZone files={values.files} onAdd={addFiles} onRemove={(i) => set({ files: values.files.filter((_, j) => j !== i) })} />
            <TextArea id="topic-prompt" label={AUTO_DRAFT_LABELS.topicPrompt} hint={AUTO_DRAFT_LABELS.topicHint} rows={5} value={values.topicPrompt} onChange={(e) => set({ topicPrompt: e.target.value })} />
          </Stack>
        </Card>
        <Card heading={AUTO_DRAFT_LABELS.settingsHeading}>
          <Stack gap={4}>
            <TextField
              id="question-count"
              label={AUTO_DRAFT_LABELS.numberOfQuestions}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              value={values.numberOfQuestions}
              hint={`Between ${min} and ${max}.`}
              onChange={(e) => set({ numberOfQuestions: e.target.value })}
              onBlur={() => set({ numberOfQuestions: String(clampQuestionCount(values.numberOfQuestions)) })}
            />
            <Select<Difficulty> id="difficulty" label={AUTO_DRAFT_LABELS.difficulty} value={values.difficulty} options={DIFFICULTIES} onChange={(difficulty) => set({ difficulty })} />
            <Select<LanguageCode>
              id="language"
              label={AUTO_DRAFT_LABELS.language}
              value={values.language}
              options={AUTO_DRAFT_LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
              onChange={(language) => set({ language })}
            />
            <fieldset className="ql-field">
              <legend className="ql-field__label">{AUTO_DRAFT_LABELS.questionTypes}</legend>
              <Stack direction="row" gap={4} wrap>
                {TYPE_CHOICES.map((choice) => (
                  <label key={choice.value} className="ql-choice">
                    <input type="radio" name={`${typeGroup}-types`} checked={values.questionTypes === choice.value} onChange={() => set({ questionTypes: choice.value })} /> {choice.label}
                  </label>
                ))}
              </Stack>
            </fieldset>
            <TimingFields timing={values.timing} onChange={(timing) => set({ timing })} />
          </Stack>
        </Card>
        <div>
          <Button type="submit">{AUTO_DRAFT_MESSAGES.generateQuestions}</Button>
        </div>
      </Stack>
    </form>
  );
}
