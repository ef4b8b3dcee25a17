import type React from 'react';
import { useId } from 'react';
import { classNames } from './class-names.ts';

type FieldExtras = {
  label: React.ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  hint?: React.ReactNode;
  /** Error text; marks the field invalid and is announced with it. */
  error?: React.ReactNode;
};

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldFrame({ id, label, hint, error, required, children }: FieldExtras & {
  id: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={classNames('ql-field', error ? 'ql-field--invalid' : false)}>
      <label className="ql-field__label" htmlFor={id}>
        {label}
        {required ? <span className="ql-field__required" aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? <p id={`${id}-hint`} className="ql-field__hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="ql-field__error">{error}</p> : null}
    </div>
  );
}

export type TextFieldProps = React.ComponentProps<'input'> & FieldExtras;

/** A labelled single-line input. Pass `id` to fix it (e.g. for tests or deep links), else one is generated. */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={rest.required}>
      <input
        id={fieldId}
        className={classNames('ql-input', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}

export type TextAreaProps = React.ComponentProps<'textarea'> & FieldExtras;

/** A labelled multi-line input; shows "n/max" under it when `maxLength` is set. */
export function TextArea({ label, hint, error, id, className, maxLength, ...rest }: TextAreaProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const length = typeof rest.value === 'string' ? rest.value.length : undefined;
  const counter = maxLength !== undefined && length !== undefined ? `${length}/${maxLength}` : null;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint ?? counter} error={error} required={rest.required}>
      <textarea
        id={fieldId}
        className={classNames('ql-input', 'ql-textarea', className)}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint ?? counter, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
