import { useId, useState } from 'react';
import { SHORTLINK_MESSAGES } from '@quizlink/contracts/shortlink';

export type PasswordFieldProps = { label: string; value: string; onChange: (value: string) => void; id?: string; autoComplete?: string };

/** A labelled password input with a show/hide toggle that says which state it is in. */
export function PasswordField({ label, value, onChange, id, autoComplete = 'current-password' }: PasswordFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <div className="ql-field">
      <label className="ql-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div style={{ display: 'flex', gap: 'var(--ql-space-2)' }}>
        <input
          id={fieldId}
          className="ql-input"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          style={{ flex: 1 }}
        />
        <button
          type="button"
          className="ql-button ql-button--outline"
          aria-pressed={visible}
          aria-controls={fieldId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? SHORTLINK_MESSAGES.hidePassword : SHORTLINK_MESSAGES.showPassword}
        </button>
      </div>
    </div>
  );
}
