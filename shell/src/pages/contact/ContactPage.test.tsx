import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONTACT_MESSAGES } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { onToast, type ToastInput } from '@quizlink/platform';
import { stubFetch } from '../../testing/browser-doubles.ts';
import ContactPage from './ContactPage.tsx';

let toasts: ToastInput[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  toasts = [];
  stop = onToast((t) => toasts.push(t));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

const fill = (name: string, email: string, message: string) => {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: message } });
};
const send = () => fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.contactSend }));

describe('ContactPage', () => {
  test('When a field is blank or the email malformed, then the matching toast shows and nothing is sent', () => {
    const calls = stubFetch(() => ({ status: 201, body: {} }));
    render(<ContactPage />);

    send();
    fill('Ana', 'ana@', 'Hi');
    send();

    expect(toasts.map((t) => [t.title, t.description, t.variant])).toEqual([
      [CONTACT_MESSAGES.incompleteTitle, CONTACT_MESSAGES.incompleteBody, 'destructive'],
      [CONTACT_MESSAGES.invalidEmailTitle, CONTACT_MESSAGES.invalidEmailBody, 'destructive'],
    ]);
    expect(calls).toHaveLength(0);
  });

  test('When the form is valid, then it posts the trimmed fields, says "Message sent!" and clears', async () => {
    const calls = stubFetch(() => ({ status: 201, body: { success: true, id: 3, message: 'ok' } }));
    render(<ContactPage />);
    fill(' Ana ', ' ana@example.com ', ' Hello ');

    send();

    await waitFor(() => expect(toasts[0]?.title).toBe(CONTACT_MESSAGES.sent));
    expect(calls[0]?.path).toBe('/api/contact');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ name: 'Ana', email: 'ana@example.com', message: 'Hello' });
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', '');
  });

  test('When the server refuses, then "Failed to send message" carries its message and the form keeps its text', async () => {
    stubFetch(() => ({ status: 400, body: { error: { code: HTTP_ERRORS.requestInvalid.code, message: 'Your message is too long', requestId: 'r' } } }));
    render(<ContactPage />);
    fill('Ana', 'ana@example.com', 'Hello');

    send();

    await waitFor(() => expect(toasts[0]).toEqual({ title: CONTACT_MESSAGES.sendFailed, description: 'Your message is too long', variant: 'destructive' }));
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', 'Hello');
  });

  test('When the network fails, then the generic Error toast shows', async () => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<ContactPage />);
    fill('Ana', 'ana@example.com', 'Hello');

    send();

    await waitFor(() => expect(toasts[0]).toEqual({ title: CONTACT_MESSAGES.errorTitle, description: CONTACT_MESSAGES.errorBody, variant: 'destructive' }));
  });
});
