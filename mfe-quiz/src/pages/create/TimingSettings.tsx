import { useId } from 'react';
import { Stack, TextField } from '@quizlink/ui';
import type { TimeLimitRange, TimingDraft } from './publish-request.ts';

export type TimingSettingsProps = {
  timing: TimingDraft;
  /** The minutes allowed (publish-request's timeLimitRange: 1–180, or 1–240 for an AI draft). */
  range: TimeLimitRange;
  onChange: (timing: TimingDraft) => void;
};

/** No limit, or a total limit in minutes with optional auto-submit when time runs out. */
export function TimingSettings({ timing, range, onChange }: TimingSettingsProps) {
  const group = useId();
  const { min, max } = range;
  const set = (patch: Partial<TimingDraft>) => onChange({ ...timing, ...patch });
  return (
    <Stack gap={3}>
      <fieldset className="ql-field">
        <legend className="ql-field__label">Time limit</legend>
        <Stack direction="row" gap={4} wrap>
          <label className="ql-choice">
            <input type="radio" name={`${group}-timing`} checked={timing.type === 'none'} onChange={() => set({ type: 'none' })} /> No time
            limit
          </label>
          <label className="ql-choice">
            <input type="radio" name={`${group}-timing`} checked={timing.type === 'total'} onChange={() => set({ type: 'total' })} /> Total
            time for the quiz
          </label>
        </Stack>
      </fieldset>
      {timing.type === 'total' ? (
        <>
          <TextField
            id="time-limit-minutes"
            label="Total time (minutes)"
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            value={timing.minutes}
            hint={`Between ${min} and ${max} minutes.`}
            onChange={(e) => set({ minutes: e.target.value })}
          />
          <label className="ql-choice">
            <input type="checkbox" checked={timing.autoSubmit} onChange={(e) => set({ autoSubmit: e.target.checked })} /> Submit
            automatically when time runs out
          </label>
        </>
      ) : null}
    </Stack>
  );
}
