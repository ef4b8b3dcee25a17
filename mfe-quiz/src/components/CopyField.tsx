import { useId } from 'react';
import { PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { Button, Stack } from '@quizlink/ui';
import { useCopy } from './use-copy.ts';

export type CopyFieldProps = { label: string; value: string; /** A message rather than a link: shown in a few lines. */ multiline?: boolean };

/** A read-only value with a copy button that reads "Copied!" for 2 seconds after copying. */
export function CopyField({ label, value, multiline }: CopyFieldProps) {
  const id = useId();
  const { copied, copy } = useCopy();

  return (
    <div className="ql-field">
      <label className="ql-field__label" htmlFor={id}>
        {label}
      </label>
      <Stack direction="row" gap={2} align="center">
        {multiline ? (
          <textarea id={id} className="ql-input ql-textarea" value={value} rows={3} readOnly onFocus={(e) => e.currentTarget.select()} />
        ) : (
          <input id={id} className="ql-input" value={value} readOnly onFocus={(e) => e.currentTarget.select()} />
        )}
        <Button variant="outline" size="sm" onClick={() => void copy(value)} aria-label={copied ? `${label}: ${PLATFORM_MESSAGES.copied}` : `Copy ${label}`}>
          {copied ? PLATFORM_MESSAGES.copied : 'Copy'}
        </Button>
      </Stack>
    </div>
  );
}
