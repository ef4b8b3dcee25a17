import type { ContactMessage } from '@quizlink/contracts/content';
import { filterInbox, matchesSearch, tabCounts } from './inbox-filter.ts';

const message = (id: number, name: string, email: string, text: string): ContactMessage => ({ id, name, email, message: text, timestamp: '2026-03-01T10:00:00.000Z' });
const inbox = [message(3, 'Grace Hopper', 'grace@navy.example', 'Bug report'), message(2, 'Ada', 'ada@engine.example', 'Love the QUIZ'), message(1, 'Linus', 'linus@kernel.example', 'Hello')];

describe('inbox filters', () => {
  it('When searching, then name, email and message are matched without regard to case', () => {
    expect(matchesSearch(inbox[0]!, 'HOPPER')).toBe(true);
    expect(matchesSearch(inbox[1]!, 'ENGINE.example')).toBe(true);
    expect(matchesSearch(inbox[1]!, 'quiz')).toBe(true);
    expect(matchesSearch(inbox[2]!, 'quiz')).toBe(false);
    expect(matchesSearch(inbox[2]!, '   ')).toBe(true);
  });

  it('When messages were opened, then they move from Unread to Read and All keeps everything', () => {
    const viewed = new Set([2]);
    expect(filterInbox(inbox, 'unread', '', viewed).map((m) => m.id)).toEqual([3, 1]);
    expect(filterInbox(inbox, 'read', '', viewed).map((m) => m.id)).toEqual([2]);
    expect(filterInbox(inbox, 'all', 'e', viewed).map((m) => m.id)).toEqual([3, 2, 1]);
    expect(tabCounts(inbox, viewed)).toEqual({ unread: 2, read: 1, all: 3 });
  });
});
