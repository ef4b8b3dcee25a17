import type React from 'react';
import { type Shortlink, SHORTLINK_MESSAGES } from '@quizlink/contracts/shortlink';
import { Button, Card, PageTitle, Stack, TextField } from '@quizlink/ui';
import { ShortlinkRow } from './ShortlinkRow.tsx';
import { StatusBanner } from './StatusBanner.tsx';

export type ShortlinkManagerProps = {
  links: readonly Shortlink[];
  busy: boolean;
  message: string | null;
  short: string;
  target: string;
  copied: string | null;
  onShortChange: (value: string) => void;
  onTargetChange: (value: string) => void;
  onCreate: () => void;
  onRefresh: () => void;
  onCopy: (short: string) => void;
  onDelete: (short: string) => void;
  onLogout: () => void;
};

/** Spec §2 manager view: create form with preview, the list with Refresh, and Logout. */
export function ShortlinkManager(props: ShortlinkManagerProps) {
  const { links, busy, message, short, target, copied } = props;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!busy) props.onCreate();
  };
  return (
    <Stack gap={4}>
      <Stack direction="row" justify="space-between" align="center" wrap>
        <PageTitle>{SHORTLINK_MESSAGES.managerTitle}</PageTitle>
        <Button variant="secondary" onClick={props.onLogout}>
          {SHORTLINK_MESSAGES.logout}
        </Button>
      </Stack>
      <StatusBanner message={message} view="manager" />
      <Card heading={SHORTLINK_MESSAGES.createHeading}>
        <form onSubmit={submit} noValidate>
          <Stack gap={3}>
            <TextField id="shortlink-short" label={SHORTLINK_MESSAGES.shortPathLabel} placeholder={SHORTLINK_MESSAGES.shortPathPlaceholder} value={short} onChange={(e) => props.onShortChange(e.target.value)} autoComplete="off" />
            <TextField id="shortlink-target" type="url" label={SHORTLINK_MESSAGES.targetUrlLabel} placeholder="https://" value={target} onChange={(e) => props.onTargetChange(e.target.value)} autoComplete="off" />
            {short ? <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{SHORTLINK_MESSAGES.willCreate(window.location.origin, short)}</p> : null}
            <div>
              <Button type="submit" disabled={!short || !target || busy}>
                {busy ? SHORTLINK_MESSAGES.creating : SHORTLINK_MESSAGES.create}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
      <section aria-labelledby="shortlink-list-heading">
        <Stack direction="row" justify="space-between" align="center" wrap>
          <h2 id="shortlink-list-heading">{SHORTLINK_MESSAGES.listHeading(links.length)}</h2>
          <Button variant="outline" size="sm" onClick={props.onRefresh} disabled={busy}>
            {SHORTLINK_MESSAGES.refresh}
          </Button>
        </Stack>
        {links.length === 0 ? (
          <p>{SHORTLINK_MESSAGES.empty}</p>
        ) : (
          <Stack as="ul" gap={2}>
            {links.map((link) => (
              <ShortlinkRow key={link.short} link={link} copied={copied === link.short} busy={busy} onCopy={() => props.onCopy(link.short)} onDelete={() => props.onDelete(link.short)} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
