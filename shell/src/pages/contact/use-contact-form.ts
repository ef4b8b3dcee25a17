import { useState } from 'react';
import { checkContactForm, CONTACT_API_PATHS, CONTACT_MESSAGES } from '@quizlink/contracts/content';
import { PLATFORM_MESSAGES, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { api, ApiError, toast } from '@quizlink/platform';

export type ContactForm = { name: string; email: string; message: string };
const EMPTY: ContactForm = { name: '', email: '', message: '' };

/**
 * The contact form (results-sharing-admin §5, §8): fields required ('Incomplete form'), a simple
 * email shape ('Invalid email'), then POST /api/contact. 'Message sent!' clears the form; a refusal
 * from the server is 'Failed to send message' with its message; no answer at all is 'Error'.
 */
export function useContactForm() {
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [sending, setSending] = useState(false);

  const update = (field: keyof ContactForm, value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function submit(): Promise<boolean> {
    if (sending) return false;
    const problem = checkContactForm(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return false;
    }
    setSending(true);
    try {
      await api.post(CONTACT_API_PATHS.contact, { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() });
      toast({ title: CONTACT_MESSAGES.sent, description: SHELL_MESSAGES.contactSentBody });
      setForm(EMPTY);
      return true;
    } catch (error) {
      if (error instanceof ApiError) {
        toast({ title: CONTACT_MESSAGES.sendFailed, description: error.message || PLATFORM_MESSAGES.tryAgain, variant: 'destructive' });
      } else {
        toast({ title: CONTACT_MESSAGES.errorTitle, description: CONTACT_MESSAGES.errorBody, variant: 'destructive' });
      }
      return false;
    } finally {
      setSending(false);
    }
  }

  return { form, update, submit, sending };
}
