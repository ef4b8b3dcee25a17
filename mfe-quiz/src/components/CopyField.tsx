import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS, MESSAGES } from '@quizlink/contracts';
import { toast } from '@quizlink/platform';
import { Button, Stack } from '@quizlink/ui';

export type CopyFieldProps = { label: string; value: string; /** A message rather than a link: shown in a few lines. */ multiline?: boolean };

/** A read-only value with a copy button that reads "Copied!" for 2 seconds after copying. */
export function CopyField({ label, value, multiline }: CopyFieldProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), LIMITS.copiedStateMs);
      toast({ title: MESSAGES.copied, durationMs: LIMITS.copyToastDurationMs });
    } catch {
      toast({ title: MESSAGES.copyFailedTitle, description: MESSAGES.copyFailedBody, variant: 'destructive', durationMs: LIMITS.copyToastDurationMs });
    }
  };

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
        <Button variant="outline" size="sm" onClick={copy} aria-label={copied ? `${label}: ${MESSAGES.copied}` : `Copy ${label}`}>
          {copied ? MESSAGES.copied : 'Copy'}
        </Button>
      </Stack>
    </div>
  );
}
