import type React from 'react';
import { useState } from 'react';
import { BLOG_MANAGEMENT_LABELS } from '@quizlink/contracts/content';
import { Button, Card, Stack, TextField } from '@quizlink/ui';

/** The blog password gate (spec §2). */
export function PasswordGate({ busy, onSubmit }: { busy: boolean; onSubmit: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Card heading={BLOG_MANAGEMENT_LABELS.gateHeading} style={{ maxWidth: 440 }}>
      <p>{BLOG_MANAGEMENT_LABELS.gateLead}</p>
      <form onSubmit={submit} noValidate>
        <Stack gap={3}>
          <TextField
            id="blog-password"
            type="password"
            label={BLOG_MANAGEMENT_LABELS.password}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div>
            <Button type="submit" disabled={busy || !password}>
              {busy ? BLOG_MANAGEMENT_LABELS.checking : BLOG_MANAGEMENT_LABELS.access}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
