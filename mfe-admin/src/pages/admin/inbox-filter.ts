import type { ContactMessage } from '@quizlink/contracts/content';

export const INBOX_TABS = ['unread', 'read', 'all'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

/** Spec §9: case-insensitive search over name, email and message. */
export function matchesSearch(message: ContactMessage, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [message.name, message.email, message.message].some((field) => field.toLocaleLowerCase().includes(needle));
}

/** Spec §4: a message is New (unread) until it is opened; that is remembered on this device only. */
export function isUnread(message: ContactMessage, viewed: ReadonlySet<number>): boolean {
  return !viewed.has(message.id);
}

export function inTab(message: ContactMessage, tab: InboxTab, viewed: ReadonlySet<number>): boolean {
  if (tab === 'all') return true;
  return tab === 'unread' ? isUnread(message, viewed) : !isUnread(message, viewed);
}

/** The messages of one tab that match the search, in the server's order (newest first). */
export function filterInbox(messages: readonly ContactMessage[], tab: InboxTab, query: string, viewed: ReadonlySet<number>): ContactMessage[] {
  return messages.filter((message) => inTab(message, tab, viewed) && matchesSearch(message, query));
}

/** How many messages each tab holds (before searching). */
export function tabCounts(messages: readonly ContactMessage[], viewed: ReadonlySet<number>): Record<InboxTab, number> {
  const unread = messages.filter((message) => isUnread(message, viewed)).length;
  return { unread, read: messages.length - unread, all: messages.length };
}
