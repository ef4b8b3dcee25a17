import { type Shortlink, SHORTLINK_MESSAGES, shortUrl } from '@quizlink/contracts/shortlink';
import { Button, Stack } from '@quizlink/ui';

export type ShortlinkRowProps = {
  link: Shortlink;
  copied: boolean;
  busy: boolean;
  onCopy: () => void;
  onDelete: () => void;
};

/** Spec §2: '/{short}', copy full URL (a check mark after copying), 'Points to:', 'Created:', test link, delete. */
export function ShortlinkRow({ link, copied, busy, onCopy, onDelete }: ShortlinkRowProps) {
  const url = shortUrl(window.location.origin, link.short);
  return (
    <li style={{ padding: 'var(--ql-space-3) var(--ql-space-4)', border: '1px solid var(--ql-color-border)', borderRadius: 'var(--ql-radius-sm)', background: 'var(--ql-color-surface)' }}>
      <Stack direction="row" justify="space-between" align="center" gap={3} wrap>
        <div style={{ minWidth: 0 }}>
          <p style={{ margin: 0, fontWeight: 700 }}>/{link.short}</p>
          <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {SHORTLINK_MESSAGES.pointsTo} {link.target}
          </p>
          <p style={{ margin: 0, color: 'var(--ql-color-text-muted)', fontSize: '0.875rem' }}>
            {SHORTLINK_MESSAGES.created} {new Date(link.createdAt).toLocaleDateString()}
          </p>
        </div>
        <Stack direction="row" gap={2}>
          <Button size="sm" variant="outline" onClick={onCopy} aria-label={`${SHORTLINK_MESSAGES.copyUrl} ${url}`}>
            {copied ? `✓ ${SHORTLINK_MESSAGES.copied}` : SHORTLINK_MESSAGES.copyUrl}
          </Button>
          <a className="ql-button ql-button--outline ql-button--sm" href={url} target="_blank" rel="noopener noreferrer">
            {SHORTLINK_MESSAGES.testLink}
          </a>
          <Button size="sm" variant="destructive" onClick={onDelete} disabled={busy} aria-label={`${SHORTLINK_MESSAGES.delete} /${link.short}`}>
            {SHORTLINK_MESSAGES.delete}
          </Button>
        </Stack>
      </Stack>
    </li>
  );
}
