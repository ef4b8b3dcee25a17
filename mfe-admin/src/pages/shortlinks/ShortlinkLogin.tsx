import type React from 'react';
import { SHORTLINK_MESSAGES } from '@quizlink/contracts/shortlink';
import { Button, Card, PageTitle, Stack } from '@quizlink/ui';
import { PasswordField } from '../../components/PasswordField.tsx';
import { StatusBanner } from './StatusBanner.tsx';

export type ShortlinkLoginProps = {
  password: string;
  onPasswordChange: (value: string) => void;
  busy: boolean;
  message: string | null;
  onLogin: () => void;
};

/** Spec §2 login view: title, prompt, password with show/hide, Login ('Authenticating...' while busy); Enter submits. */
export function ShortlinkLogin({ password, onPasswordChange, busy, message, onLogin }: ShortlinkLoginProps) {
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (password && !busy) onLogin();
  };
  return (
    <Card style={{ maxWidth: 480 }}>
      <PageTitle subtitle={SHORTLINK_MESSAGES.loginPrompt}>{SHORTLINK_MESSAGES.loginTitle}</PageTitle>
      <form onSubmit={submit}>
        <Stack gap={3}>
          <StatusBanner message={message} view="login" />
          <PasswordField id="shortlink-password" label={SHORTLINK_MESSAGES.passwordLabel} value={password} onChange={onPasswordChange} />
          <div>
            <Button type="submit" disabled={!password || busy}>
              {busy ? SHORTLINK_MESSAGES.authenticating : SHORTLINK_MESSAGES.login}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
