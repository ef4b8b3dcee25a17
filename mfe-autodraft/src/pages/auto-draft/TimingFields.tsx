import { useId } from 'react';
import { AUTO_DRAFT_LABELS, AUTO_DRAFT_LIMITS } from '@quizlink/contracts/draft';
import { LIMITS } from '@quizlink/contracts/quiz';
import { Stack, TextField } from '@quizlink/ui';
import type { TimingChoice } from './auto-draft-form.ts';

const presetLabel = (minutes: number) => (minutes === 60 ? '1 hour' : `${minutes} minutes`);
const { min, max } = LIMITS.autoDraftTimeLimitMinutes;

/** No limit, or a total limit: presets of 5, 10, 20, 30 minutes and 1 hour, or custom 1–240 minutes; auto-submit. */
export function TimingFields({ timing, onChange }: { timing: TimingChoice; onChange: (timing: TimingChoice) => void }) {
  const group = useId();
  const set = (patch: Partial<TimingChoice>) => onChange({ ...timing, ...patch });
  return (
    <Stack gap={3}>
      <fieldset className="ql-field">
        <legend className="ql-field__label">{AUTO_DRAFT_LABELS.timing}</legend>
        <Stack direction="row" gap={4} wrap>
          <label className="ql-choice">
            <input type="radio" name={`${group}-type`} checked={timing.type === 'none'} onChange={() => set({ type: 'none' })} /> {AUTO_DRAFT_LABELS.noTimeLimit}
          </label>
          <label className="ql-choice">
            <input type="radio" name={`${group}-type`} checked={timing.type === 'total'} onChange={() => set({ type: 'total' })} /> {AUTO_DRAFT_LABELS.totalTime}
          </label>
        </Stack>
      </fieldset>
      {timing.type === 'total' ? (
        <>
          <fieldset className="ql-field">
            <legend className="ql-field__label">{AUTO_DRAFT_LABELS.totalTime}</legend>
            <Stack direction="row" gap={4} wrap>
              {AUTO_DRAFT_LIMITS.timePresetsMinutes.map((minutes) => (
                <label key={minutes} className="ql-choice">
                  <input type="radio" name={`${group}-preset`} checked={timing.preset === minutes} onChange={() => set({ preset: minutes })} /> {presetLabel(minutes)}
                </label>
              ))}
              <label className="ql-choice">
                <input type="radio" name={`${group}-preset`} checked={timing.preset === 'custom'} onChange={() => set({ preset: 'custom' })} /> {AUTO_DRAFT_LABELS.customTime}
              </label>
            </Stack>
          </fieldset>
          {timing.preset === 'custom' ? (
            <TextField
              id="custom-minutes"
              label={AUTO_DRAFT_LABELS.customMinutes}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              value={timing.customMinutes}
              hint={`Between ${min} and ${max} minutes.`}
              onChange={(e) => set({ customMinutes: e.target.value })}
            />
          ) : null}
          <label className="ql-choice">
            <input type="checkbox" checked={timing.autoSubmit} onChange={(e) => set({ autoSubmit: e.target.checked })} /> {AUTO_DRAFT_LABELS.autoSubmit}
          </label>
        </>
      ) : null}
    </Stack>
  );
}
