import { useRef } from 'react';
import { ADMIN_INBOX_LABELS, type ContactMessage, EMAIL_PATTERN } from '@quizlink/contracts/content';
import { Button, Dialog } from '@quizlink/ui';
import { useFocusWrap } from '../../components/use-focus-wrap.ts';

/** mailto: with a subject; only for addresses of the simple shape, which cannot add headers of their own. */
export function replyHref(email: string): string | null {
  return EMAIL_PATTERN.test(email) ? `mailto:${email}?subject=${encodeURIComponent(ADMIN_INBOX_LABELS.replySubject)}` : null;
}

export type MessageDialogProps = { message: ContactMessage | null; onClose: () => void };

/**
 * One message in full, in the design system's modal dialog (Escape closes, focus returns to the
 * list) with Tab wrapping inside it. Everything the sender wrote is shown as text, never as markup.
 */
export function MessageDialog({ message, onClose }: MessageDialogProps) {
  const href = message ? replyHref(message.email) : null;
  const body = useRef<HTMLDivElement>(null);
  useFocusWrap(message !== null, body);
  return (
    <Dialog
      open={message !== null}
      title={message?.name ?? ''}
      onClose={onClose}
      actions={
        <>
          {href ? (
            <a className="ql-button ql-button--primary" href={href}>
              {ADMIN_INBOX_LABELS.replyByEmail}
            </a>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            {ADMIN_INBOX_LABELS.close}
          </Button>
        </>
      }
    >
      <div ref={body}>
        {message ? (
          <>
            <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 'var(--ql-space-1) var(--ql-space-3)', margin: '0 0 var(--ql-space-4)' }}>
              <dt>{ADMIN_INBOX_LABELS.email}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{message.email}</dd>
              <dt>{ADMIN_INBOX_LABELS.received}</dt>
              <dd style={{ margin: 0 }}>{new Date(message.timestamp).toLocaleString()}</dd>
            </dl>
            <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</p>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
