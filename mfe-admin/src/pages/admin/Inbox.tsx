import { useMemo, useState } from 'react';
import { ADMIN_INBOX_LABELS, type ContactMessage } from '@quizlink/contracts/content';
import { Button, Stack, Tabs, TextField } from '@quizlink/ui';
import { INBOX_TABS, filterInbox, tabCounts, type InboxTab } from './inbox-filter.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { MessageList } from './MessageList.tsx';

export type InboxProps = {
  messages: readonly ContactMessage[];
  viewed: ReadonlySet<number>;
  onOpened: (id: number) => void;
  onMarkAllUnread: () => void;
};

const PANEL_ID_PREFIX = 'admin-inbox';
const TAB_LABELS: Record<InboxTab, string> = { unread: ADMIN_INBOX_LABELS.unread, read: ADMIN_INBOX_LABELS.read, all: ADMIN_INBOX_LABELS.all };

/** Unread / Read / All tabs, the search box, mark-all-unread and the message dialog (spec §2). */
export function Inbox({ messages, viewed, onOpened, onMarkAllUnread }: InboxProps) {
  const [tab, setTab] = useState<InboxTab>('unread');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const counts = useMemo(() => tabCounts(messages, viewed), [messages, viewed]);

  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    onOpened(message.id);
  };

  // Opening a message from Unread moves it to Read, so its row is gone when the dialog closes and
  // focus would fall back to the page: it goes to the current tab's panel instead.
  const closeMessage = () => {
    setOpen(null);
    window.setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      document.getElementById(`${PANEL_ID_PREFIX}-panel-${tab}`)?.focus();
    }, 0);
  };

  const tabs = INBOX_TABS.map((id) => ({
    id,
    label: `${TAB_LABELS[id]} (${counts[id]})`,
    panel: (
      <MessageList
        messages={filterInbox(messages, id, query, viewed)}
        viewed={viewed}
        emptyText={query.trim() ? ADMIN_INBOX_LABELS.noMatches : ADMIN_INBOX_LABELS.noMessages}
        onOpen={openMessage}
      />
    ),
  }));

  return (
    <Stack gap={4}>
      <Stack direction="row" gap={3} align="flex-end" wrap>
        <div style={{ flex: '1 1 260px' }}>
          <TextField id="admin-search" type="search" label={ADMIN_INBOX_LABELS.search} hint={ADMIN_INBOX_LABELS.searchHint} value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <Button variant="outline" onClick={onMarkAllUnread} disabled={messages.length === 0}>
          {ADMIN_INBOX_LABELS.markAllUnread}
        </Button>
      </Stack>
      <Tabs label={ADMIN_INBOX_LABELS.tabsLabel} tabs={tabs} selected={tab} onSelect={(id) => setTab(id as InboxTab)} idPrefix={PANEL_ID_PREFIX} />
      <MessageDialog message={open} onClose={closeMessage} />
    </Stack>
  );
}
