import type React from 'react';
import { useState } from 'react';
import { ADMIN_INBOX_LABELS, ADMIN_MESSAGES } from '@quizlink/contracts/content';
import { Alert, Button, Card, Stack, TextField } from '@quizlink/ui';

export type AdminLoginFormProps = { busy: boolean; onLogin: (username: string, password: string) => void };

/** Username and password; both are required before anything is sent (spec §5). */
export function AdminLoginForm({ busy, onLogin }: AdminLoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onLogin(username.trim(), password);
  };

  return (
    <Card heading={ADMIN_INBOX_LABELS.loginHeading} style={{ maxWidth: 440 }}>
      <p>{ADMIN_INBOX_LABELS.loginLead}</p>
      <form onSubmit={submit} noValidate>
        <Stack gap={3}>
          {missing ? <Alert variant="error">{ADMIN_MESSAGES.bothRequired}</Alert> : null}
          <TextField id="admin-username" label={ADMIN_INBOX_LABELS.username} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <TextField
            id="admin-password"
            type="password"
            label={ADMIN_INBOX_LABELS.password}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? ADMIN_INBOX_LABELS.loggingIn : ADMIN_INBOX_LABELS.login}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
