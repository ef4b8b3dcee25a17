import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { type Shortlink, SHORTLINK_ERRORS, SHORTLINK_MESSAGES, shortlinkExistsMessage } from '@quizlink/contracts/shortlink';
import { errorBody, installFetchMock, networkDown, type FetchCall, type MockRoute } from '@quizlink/remote-runtime/testing';
import { renderAt } from '../../testing/render-at.tsx';

const ORIGIN = window.location.origin;
let links: Shortlink[];
let mock: ReturnType<typeof installFetchMock>;

const checkPassword = (call: FetchCall) => (call.body as { password: string }).password === 'right';
const routes = (extra: MockRoute[] = []): MockRoute[] => [
  ...extra,
  {
    method: 'POST',
    path: '/api/short/admin/shortlinks/list',
    reply: (call) => (checkPassword(call) ? { body: links } : { status: 401, body: errorBody(CONTENT_ERRORS.authInvalidCredentials.code, SHORTLINK_MESSAGES.invalidPassword) }),
  },
  {
    method: 'POST',
    path: '/api/short/admin/shortlinks/delete',
    reply: (call) => {
      links = links.filter((l) => l.short !== (call.body as { short: string }).short);
      return { body: { success: true } };
    },
  },
  {
    method: 'POST',
    path: '/api/short/admin/shortlinks',
    reply: (call) => {
      const { short, target } = call.body as { short: string; target: string };
      if (links.some((l) => l.short === short)) return { status: 409, body: errorBody(SHORTLINK_ERRORS.shortlinkExists.code, shortlinkExistsMessage(short)) };
      const created = { short, target, createdAt: '2026-03-05T12:00:00.000Z' };
      links = [created, ...links];
      return { status: 201, body: created };
    },
  },
];

const banner = () => screen.getByTestId('shortlink-status');
const listCalls = () => mock.calls.filter((c) => c.path === '/api/short/admin/shortlinks/list');

async function logIn() {
  fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.passwordLabel), { target: { value: 'right' } });
  fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.login }));
  await screen.findByRole('heading', { level: 1, name: SHORTLINK_MESSAGES.managerTitle });
}

beforeEach(() => {
  networkDown.value = false;
  links = [{ short: 'play', target: 'https://example.com/quiz/ada-x1', createdAt: '2026-03-01T10:00:00.000Z' }];
  mock = installFetchMock(routes());
});
afterEach(() => {
  mock.restore();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('/admin/shortlinks login view', () => {
  it('When it opens, then it shows the title, the prompt, a hidden password with a toggle, and a disabled Login', () => {
    renderAt('/admin/shortlinks');
    expect(screen.getByRole('heading', { level: 1, name: SHORTLINK_MESSAGES.loginTitle })).toBeTruthy();
    expect(screen.getByText(SHORTLINK_MESSAGES.loginPrompt)).toBeTruthy();
    const input = screen.getByLabelText(SHORTLINK_MESSAGES.passwordLabel) as HTMLInputElement;
    expect(input.type).toBe('password');
    expect((screen.getByRole('button', { name: SHORTLINK_MESSAGES.login }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.showPassword }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.hidePassword }));
    expect(input.type).toBe('password');
  });

  it('When the password is wrong, then the banner says Invalid password in red', async () => {
    renderAt('/admin/shortlinks');
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.passwordLabel), { target: { value: 'wrong' } });
    fireEvent.submit(screen.getByLabelText(SHORTLINK_MESSAGES.passwordLabel));
    await waitFor(() => expect(banner().textContent).toBe(SHORTLINK_MESSAGES.invalidPassword));
    expect(banner().getAttribute('data-tone')).toBe('error');
    expect(banner().getAttribute('role')).toBe('alert');
  });

  it('When the server cannot be reached, then the banner says Error connecting to server in red', async () => {
    networkDown.value = true;
    renderAt('/admin/shortlinks');
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.passwordLabel), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.login }));
    await waitFor(() => expect(banner().textContent).toBe(SHORTLINK_MESSAGES.connectionError));
    expect(banner().getAttribute('data-tone')).toBe('error');
  });

  it('When a call is running, then the button says Authenticating... and is disabled', async () => {
    let release: () => void = () => undefined;
    mock.restore();
    mock = installFetchMock([{ method: 'POST', path: '/api/short/admin/shortlinks/list', reply: () => new Promise((resolve) => (release = () => resolve({ body: links }))) }]);
    renderAt('/admin/shortlinks');
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.passwordLabel), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.login }));
    const busy = await screen.findByRole('button', { name: SHORTLINK_MESSAGES.authenticating });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await screen.findByText(SHORTLINK_MESSAGES.authenticated);
  });
});

describe('/admin/shortlinks manager view', () => {
  it('When logged in, then the banner is green and every row shows its path, target, date, copy, test link and delete', async () => {
    renderAt('/admin/shortlinks');
    await logIn();
    expect(banner().textContent).toBe(SHORTLINK_MESSAGES.authenticated);
    expect(banner().getAttribute('data-tone')).toBe('success');
    expect(screen.getByRole('heading', { name: SHORTLINK_MESSAGES.listHeading(1) })).toBeTruthy();
    const row = screen.getByText('/play').closest('li') as HTMLElement;
    expect(within(row).getByText(`${SHORTLINK_MESSAGES.pointsTo} https://example.com/quiz/ada-x1`)).toBeTruthy();
    expect(within(row).getByText(`${SHORTLINK_MESSAGES.created} ${new Date('2026-03-01T10:00:00.000Z').toLocaleDateString()}`)).toBeTruthy();
    const test = within(row).getByRole('link', { name: SHORTLINK_MESSAGES.testLink });
    expect(test.getAttribute('href')).toBe(`${ORIGIN}/short/play`);
    expect(test.getAttribute('target')).toBe('_blank');
    expect(test.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('When the short path is typed, then only allowed characters stay, the preview shows the URL, and Create waits for both fields', async () => {
    renderAt('/admin/shortlinks');
    await logIn();
    const create = () => screen.getByRole('button', { name: SHORTLINK_MESSAGES.create }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.shortPathLabel), { target: { value: 'my quiz/2!_x-y' } });
    expect((screen.getByLabelText(SHORTLINK_MESSAGES.shortPathLabel) as HTMLInputElement).value).toBe('myquiz2_x-y');
    expect(screen.getByText(SHORTLINK_MESSAGES.willCreate(ORIGIN, 'myquiz2_x-y'))).toBeTruthy();
    expect(create().disabled).toBe(true);
    expect((screen.getByLabelText(SHORTLINK_MESSAGES.targetUrlLabel) as HTMLInputElement).type).toBe('url');
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.targetUrlLabel), { target: { value: 'https://example.com/x' } });
    expect(create().disabled).toBe(false);
  });

  it('When a shortlink is created, then the banner confirms, both fields clear and the list reloads', async () => {
    renderAt('/admin/shortlinks');
    await logIn();
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.shortPathLabel), { target: { value: 'new-one' } });
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.targetUrlLabel), { target: { value: 'https://new.example' } });
    fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.create }));
    await waitFor(() => expect(banner().textContent).toBe(SHORTLINK_MESSAGES.createdOk));
    expect(banner().getAttribute('data-tone')).toBe('success');
    expect((screen.getByLabelText(SHORTLINK_MESSAGES.shortPathLabel) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(SHORTLINK_MESSAGES.targetUrlLabel) as HTMLInputElement).value).toBe('');
    await screen.findByRole('heading', { name: SHORTLINK_MESSAGES.listHeading(2) });
    expect(listCalls()).toHaveLength(2);
    expect(mock.calls.find((c) => c.path === '/api/short/admin/shortlinks')?.body).toEqual({ password: 'right', short: 'new-one', target: 'https://new.example' });
  });

  it('When the short path is taken, then the banner says Error creating shortlink with the reason, in red', async () => {
    renderAt('/admin/shortlinks');
    await logIn();
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.shortPathLabel), { target: { value: 'play' } });
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.targetUrlLabel), { target: { value: 'https://other.example' } });
    fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.create }));
    await waitFor(() => expect(banner().textContent).toBe(`${SHORTLINK_MESSAGES.createError} — ${shortlinkExistsMessage('play')}`));
    expect(banner().getAttribute('data-tone')).toBe('error');
  });

  it('When a field is missing and the form is submitted with Enter, then it says Please fill in both fields', async () => {
    renderAt('/admin/shortlinks');
    await logIn();
    fireEvent.change(screen.getByLabelText(SHORTLINK_MESSAGES.shortPathLabel), { target: { value: 'only-short' } });
    fireEvent.submit(screen.getByLabelText(SHORTLINK_MESSAGES.shortPathLabel));
    expect(banner().textContent).toBe(SHORTLINK_MESSAGES.bothFields);
  });

  it('When a shortlink is deleted, then it asks Delete shortlink "play"?, confirms in the banner and reloads the list', async () => {
    renderAt('/admin/shortlinks');
    await logIn();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: `${SHORTLINK_MESSAGES.delete} /play` }));
    expect(confirm).toHaveBeenCalledWith('Delete shortlink "play"?');
    await waitFor(() => expect(banner().textContent).toBe(SHORTLINK_MESSAGES.deletedOk));
    await screen.findByText(SHORTLINK_MESSAGES.empty);
    expect(screen.getByRole('heading', { name: SHORTLINK_MESSAGES.listHeading(0) })).toBeTruthy();
  });

  it('When copy is pressed, then the full URL goes to the clipboard and a check mark shows for 2 seconds', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/admin/shortlinks');
    await logIn();
    jest.useFakeTimers();
    const copy = screen.getByRole('button', { name: `${SHORTLINK_MESSAGES.copyUrl} ${ORIGIN}/short/play` });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/short/play`);
    expect(copy.textContent).toBe(`✓ ${SHORTLINK_MESSAGES.copied}`);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(copy.textContent).toBe(SHORTLINK_MESSAGES.copyUrl);
  });

  it('When Logout is pressed, then the login view comes back with an empty password', async () => {
    renderAt('/admin/shortlinks');
    await logIn();
    fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.logout }));
    expect(screen.getByRole('heading', { level: 1, name: SHORTLINK_MESSAGES.loginTitle })).toBeTruthy();
    expect((screen.getByLabelText(SHORTLINK_MESSAGES.passwordLabel) as HTMLInputElement).value).toBe('');
  });
});

describe('/admin/shortlinks refresh', () => {
  it('When Refresh fails, then the banner says Error loading shortlinks in red and the list stays', async () => {
    renderAt('/admin/shortlinks');
    await logIn();
    networkDown.value = true;
    fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.refresh }));
    await waitFor(() => expect(banner().textContent).toBe(SHORTLINK_MESSAGES.connectionError));
    networkDown.value = false;
    mock.restore();
    mock = installFetchMock([{ method: 'POST', path: '/api/short/admin/shortlinks/list', reply: { status: 500, body: errorBody(HTTP_ERRORS.internalError.code, 'boom') } }]);
    fireEvent.click(screen.getByRole('button', { name: SHORTLINK_MESSAGES.refresh }));
    await waitFor(() => expect(banner().textContent).toBe(`${SHORTLINK_MESSAGES.listError} — boom`));
    expect(banner().getAttribute('data-tone')).toBe('error');
    expect(screen.getByText('/play')).toBeTruthy();
  });
});
