import type { ContactMessage, ContactRequest } from '@quizlink/contracts/content';

/** Where contact messages are kept (the port); the contact-message repository provides it. */
export type ContactMessageStore = {
  /** Stores one message; answers its id. */
  save(message: ContactRequest): Promise<number>;
  /** The inbox, newest first. */
  listNewestFirst(): Promise<ContactMessage[]>;
};
