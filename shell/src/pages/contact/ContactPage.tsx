import { CONTACT_LIMITS } from '@quizlink/contracts/content';
import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import '../static-pages.css';
import { Button, Card, PageTitle, TextArea, TextField } from '@quizlink/ui';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';
import { FaqList } from '../faq/FaqList.tsx';
import { CONTACT_FAQ } from './contact-faq.ts';
import { useContactForm } from './use-contact-form.ts';

/** Contact: the form (name, email, message) plus an FAQ (results-sharing-admin §2). */
export default function ContactPage() {
  usePageMeta({ title: pageTitle(SHELL_MESSAGES.contactTitle), description: SHELL_MESSAGES.contactLead });
  const { form, update, submit, sending } = useContactForm();
  return (
    <div className="ql-static">
      <PageTitle subtitle={SHELL_MESSAGES.contactLead}>{SHELL_MESSAGES.contactTitle}</PageTitle>
      <div className="ql-contact">
        <Card className="ql-contact__form">
          <form
            noValidate
            aria-busy={sending}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField id="contact-name" label={SHELL_MESSAGES.contactName} autoComplete="name" required maxLength={CONTACT_LIMITS.nameMaxLength} value={form.name} onChange={(e) => update('name', e.target.value)} />
            <TextField id="contact-email" type="email" label={SHELL_MESSAGES.contactEmail} autoComplete="email" required maxLength={CONTACT_LIMITS.emailMaxLength} value={form.email} onChange={(e) => update('email', e.target.value)} />
            <TextArea id="contact-message" label={SHELL_MESSAGES.contactMessage} required rows={6} maxLength={CONTACT_LIMITS.messageMaxLength} value={form.message} onChange={(e) => update('message', e.target.value)} />
            <Button type="submit" disabled={sending} block>
              {sending ? SHELL_MESSAGES.contactSending : SHELL_MESSAGES.contactSend}
            </Button>
          </form>
        </Card>
        <section className="ql-contact__faq" aria-labelledby="contact-faq">
          <h2 id="contact-faq">{SHELL_MESSAGES.contactFaqHeading}</h2>
          <FaqList items={CONTACT_FAQ} />
        </section>
      </div>
    </div>
  );
}
