import { ADMIN_INBOX_LABELS, type ContactMessage } from '@quizlink/contracts/content';
import { Stack } from '@quizlink/ui';

export type MessageListProps = {
  messages: readonly ContactMessage[];
  viewed: ReadonlySet<number>;
  emptyText: string;
  onOpen: (message: ContactMessage) => void;
};

const rowStyle = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: 'var(--ql-space-3) var(--ql-space-4)',
  border: '1px solid var(--ql-color-border)',
  borderRadius: 'var(--ql-radius-sm)',
  background: 'var(--ql-color-surface)',
  color: 'var(--ql-color-text)',
  font: 'inherit',
  cursor: 'pointer',
} as const;

const badgeStyle = {
  marginLeft: 'var(--ql-space-2)',
  padding: '0 var(--ql-space-2)',
  borderRadius: 999,
  background: 'var(--ql-color-primary)',
  color: 'var(--ql-color-on-primary)',
  fontSize: '0.75rem',
  fontWeight: 700,
} as const;

/** One button per message: sender, address, time, the start of the text, and New until opened. */
export function MessageList({ messages, viewed, emptyText, onOpen }: MessageListProps) {
  if (messages.length === 0) return <p>{emptyText}</p>;
  return (
    <Stack as="ul" gap={2}>
      {messages.map((message) => (
        <li key={message.id}>
          <button type="button" style={rowStyle} onClick={() => onOpen(message)}>
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--ql-space-3)', flexWrap: 'wrap' }}>
              <strong>
                {message.name}
                {viewed.has(message.id) ? null : <span style={badgeStyle}>{ADMIN_INBOX_LABELS.newBadge}</span>}
              </strong>
              <span style={{ color: 'var(--ql-color-text-muted)' }}>{new Date(message.timestamp).toLocaleString()}</span>
            </span>
            <span style={{ display: 'block', color: 'var(--ql-color-text-muted)', overflowWrap: 'anywhere' }}>{message.email}</span>
            <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{message.message}</span>
          </button>
        </li>
      ))}
    </Stack>
  );
}
