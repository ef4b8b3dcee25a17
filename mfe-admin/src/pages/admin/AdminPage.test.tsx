import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_INBOX_LABELS, ADMIN_MESSAGES, type ContactMessage, CONTENT_ERRORS } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { onToastDismiss, type ToastDismissal } from '@quizlink/platform';
import { errorBody, installFetchMock, networkDown, type MockReply, type MockRoute } from '@quizlink/remote-runtime/testing';
import { collectToasts, renderAt } from '../../testing/render-at.tsx';

const XSS = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';
const MESSAGES_FIXTURE: ContactMessage[] = [
  { id: 3, name: 'Grace Hopper', email: 'grace@navy.example', message: 'Found a bug in the quiz', timestamp: '2026-03-02T10:00:00.000Z' },
  { id: 2, name: 'Mallory <b>bold</b>', email: 'mallory@evil.example', message: XSS, timestamp: '2026-03-01T10:00:00.000Z' },
];

let mock: ReturnType<typeof installFetchMock>;
let toasts: ReturnType<typeof collectToasts>;

function setUp(routes: MockRoute[]) {
  mock = installFetchMock(routes);
}

const loginOk: MockRoute = { method: 'POST', path: '/api/admin/login', reply: { body: { success: true, token: 'admin-token', message: 'Login successful', expiresAt: '2099-01-01T00:00:00.000Z' } } };
const messagesOk: MockRoute = { path: '/api/contact/messages', reply: (call) => (call.headers.authorization === 'Bearer admin-token' ? { body: MESSAGES_FIXTURE } : { status: 401, body: errorBody(CONTENT_ERRORS.authUnauthorized.code, ADMIN_MESSAGES.sessionExpired) }) };

async function logIn() {
  fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.username), { target: { value: 'ada' } });
  fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.password), { target: { value: 'pw' } });
  fireEvent.click(screen.getByRole('button', { name: ADMIN_INBOX_LABELS.login }));
  await screen.findByRole('heading', { name: ADMIN_INBOX_LABELS.inboxHeading });
}

beforeEach(() => {
  window.localStorage.clear();
  networkDown.value = false;
  toasts = collectToasts();
});
afterEach(() => {
  mock?.restore();
  toasts.stop();
});

describe('/admin', () => {
  it('When username or password is missing, then it says so and sends nothing', () => {
    setUp([loginOk]);
    renderAt('/admin');
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.username), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INBOX_LABELS.login }));
    expect(screen.getByRole('alert').textContent).toBe(ADMIN_MESSAGES.bothRequired);
    expect(mock.calls).toHaveLength(0);
  });

  it('When the credentials are wrong, then the toast is Login Failed with the server message', async () => {
    setUp([{ method: 'POST', path: '/api/admin/login', reply: { status: 401, body: errorBody(CONTENT_ERRORS.authInvalidCredentials.code, ADMIN_MESSAGES.invalidCredentials) } }]);
    renderAt('/admin');
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.username), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.password), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INBOX_LABELS.login }));
    await waitFor(() => expect(toasts.toasts).toContainEqual({ title: ADMIN_MESSAGES.loginFailedTitle, description: ADMIN_MESSAGES.invalidCredentials, variant: 'destructive' }));
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('When a login succeeds after a failed one, then the stale Login Failed / Login Error toast is taken down', async () => {
    let attempts = 0;
    setUp([{ method: 'POST', path: '/api/admin/login', reply: () => (++attempts === 1 ? { status: 401, body: errorBody(CONTENT_ERRORS.authInvalidCredentials.code, ADMIN_MESSAGES.invalidCredentials) } : (loginOk.reply as MockReply)) }, messagesOk]);
    const dismissals: ToastDismissal[] = [];
    const stop = onToastDismiss((d) => dismissals.push(d));
    renderAt('/admin');
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.username), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.password), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INBOX_LABELS.login }));
    await waitFor(() => expect(toasts.toasts.map((t) => t.title)).toContain(ADMIN_MESSAGES.loginFailedTitle));
    expect(dismissals).toEqual([]);

    await logIn();
    expect(dismissals).toEqual([{ titles: [ADMIN_MESSAGES.loginFailedTitle, ADMIN_MESSAGES.loginErrorTitle] }]);
    stop();
  });

  it('When the server cannot be reached, then the toast is Login Error / Unable to connect to server...', async () => {
    setUp([]);
    networkDown.value = true;
    renderAt('/admin');
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.username), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.password), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INBOX_LABELS.login }));
    await waitFor(() => expect(toasts.toasts).toContainEqual({ title: ADMIN_MESSAGES.loginErrorTitle, description: ADMIN_MESSAGES.loginErrorBody, variant: 'destructive' }));
  });

  it('When the admin logs in, then the token is stored and the messages show as inert text under Unread', async () => {
    setUp([loginOk, messagesOk]);
    renderAt('/admin');
    await logIn();
    expect(window.localStorage.getItem('adminToken')).toBe('admin-token');
    expect(mock.calls.find((c) => c.path === '/api/contact/messages')?.headers.authorization).toBe('Bearer admin-token');
    expect(screen.getByRole('tab', { name: 'Unread (2)' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Unread (2)' });
    expect(within(panel).getByText('Mallory <b>bold</b>')).toBeTruthy();
    expect(within(panel).getByText(XSS)).toBeTruthy();
    expect(document.querySelector('.mfe-admin img, .mfe-admin script, .mfe-admin b')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('When searching, then name, email and message match without regard to case', async () => {
    setUp([loginOk, messagesOk]);
    renderAt('/admin');
    await logIn();
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.search), { target: { value: 'BUG IN' } });
    const panel = screen.getByRole('tabpanel', { name: 'Unread (2)' });
    expect(within(panel).getAllByRole('button')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.search), { target: { value: 'EVIL.example' } });
    expect(within(panel).getByText('mallory@evil.example')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(ADMIN_INBOX_LABELS.search), { target: { value: 'nothing like this' } });
    expect(within(panel).getByText(ADMIN_INBOX_LABELS.noMatches)).toBeTruthy();
  });

  it('When a message is opened, then the dialog shows it with a mailto reply, it becomes Read on this device, and mark all unread undoes that', async () => {
    setUp([loginOk, messagesOk]);
    renderAt('/admin');
    await logIn();
    fireEvent.click(screen.getByRole('button', { name: /Grace Hopper/ }));
    const dialog = screen.getByRole('dialog', { name: 'Grace Hopper' });
    expect(within(dialog).getByText('Found a bug in the quiz')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: ADMIN_INBOX_LABELS.replyByEmail }).getAttribute('href')).toBe(
      `mailto:grace@navy.example?subject=${encodeURIComponent(ADMIN_INBOX_LABELS.replySubject)}`,
    );
    expect(JSON.parse(window.localStorage.getItem('viewedMessageIds') ?? '[]')).toEqual([3]);
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Read (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INBOX_LABELS.markAllUnread }));
    expect(screen.getByRole('tab', { name: 'Unread (2)' })).toBeTruthy();
    expect(window.localStorage.getItem('viewedMessageIds')).toBe('[]');
  });

  it('When the stored token is refused (401), then it is cleared and the login comes back with Session expired', async () => {
    window.localStorage.setItem('adminToken', 'stale-token');
    setUp([messagesOk]);
    renderAt('/admin');
    await screen.findByLabelText(ADMIN_INBOX_LABELS.username);
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(toasts.toasts).toContainEqual({ title: ADMIN_MESSAGES.sessionExpired, variant: 'destructive' });
  });

  it('When the messages cannot be fetched, then the toast says Failed to fetch contact messages', async () => {
    window.localStorage.setItem('adminToken', 'admin-token');
    setUp([{ path: '/api/contact/messages', reply: { status: 500, body: errorBody(HTTP_ERRORS.internalError.code, 'boom') } }]);
    renderAt('/admin');
    await waitFor(() => expect(toasts.toasts.map((t) => t.title)).toContain(ADMIN_MESSAGES.fetchFailed));
    expect(window.localStorage.getItem('adminToken')).toBe('admin-token');
  });

  it('When the admin logs out, then the token is removed and the login shows', async () => {
    setUp([loginOk, messagesOk]);
    renderAt('/admin');
    await logIn();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INBOX_LABELS.logout }));
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByRole('button', { name: ADMIN_INBOX_LABELS.login })).toBeTruthy();
  });
});

describe('message dialog focus', () => {
  it('When Tab is pressed on the last control of the open dialog, then focus wraps to the first, and Shift+Tab wraps back', async () => {
    setUp([loginOk, messagesOk]);
    renderAt('/admin');
    await logIn();
    fireEvent.click(screen.getByRole('button', { name: /Grace Hopper/ }));
    const dialog = screen.getByRole('dialog', { name: 'Grace Hopper' });
    const reply = within(dialog).getByRole('link', { name: ADMIN_INBOX_LABELS.replyByEmail });
    const close = within(dialog).getByRole('button', { name: ADMIN_INBOX_LABELS.close });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(reply);
    fireEvent.keyDown(reply, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });
});
