import { checkContactForm, CONTACT_MESSAGES, contactRequestSchema, EMAIL_PATTERN } from './contact.ts';

describe('contact form rules', () => {
  it('When a field is blank, then the form says Incomplete form / Please fill out all fields', () => {
    expect(checkContactForm({ name: ' ', email: 'a@b.co', message: 'hi' })).toEqual({ title: CONTACT_MESSAGES.incompleteTitle, description: CONTACT_MESSAGES.incompleteBody });
  });

  it('When the email has no simple address shape, then the form says Invalid email / Please enter a valid email address', () => {
    expect(checkContactForm({ name: 'A', email: 'nope', message: 'hi' })).toEqual({ title: CONTACT_MESSAGES.invalidEmailTitle, description: CONTACT_MESSAGES.invalidEmailBody });
  });

  it('When addresses are checked, then ordinary ones pass and ones that could add mailto headers fail', () => {
    for (const ok of ['a@b.co', "o'brien@mail.example.co.uk", 'first.last+tag@sub.example.org']) expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a@b', 'a b@c.de', 'a@b.c?cc=x@y.z', 'a@b.c&body=x', 'a@b.c#x', '<a@b.co>', 'a@b.co,c@d.ef', 'a@b.']) expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });

  it('When the server schema reads a message, then it trims the fields and agrees with the form', () => {
    expect(contactRequestSchema.parse({ name: ' Ada ', email: ' ada@example.com ', message: ' Hi ' })).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    expect(checkContactForm({ name: 'Ada', email: 'ada@example.com', message: 'Hi' })).toBeNull();
  });
});
