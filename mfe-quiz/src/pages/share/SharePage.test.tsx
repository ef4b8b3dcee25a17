/// <reference types="node" />
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { invitationMessage, QUIZ_ERRORS, QUIZ_EXPERIENCE_MESSAGES, QUIZ_LINK_TEXTS, QUIZ_MESSAGES, SHARE_SHEET_TEXTS } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock } from '@quizlink/remote-runtime/testing';
import { publicQuiz } from '../../testing/fixtures.ts';
import { collectToasts, renderAt } from '../../testing/render-at.tsx';
import { rememberPublishedQuiz } from './share-session.ts';

// jsdom lacks the TextEncoder every browser has (the QR code library encodes the link with it).
Object.assign(globalThis, { TextEncoder });

const created = { id: 42, accessCode: 'QZ12AB', urlSlug: 'ana-k3j91234', dashboardToken: 'tok_0123456789abcdef0123' };
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const card = (heading: string) => within(screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement);

let restore: () => void = () => undefined;
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  restore();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('SharePage', () => {
  it('When the creator just published, then the quiz, code and dashboard links come from the session', async () => {
    rememberPublishedQuiz(created);
    restore = installFetchMock([{ path: '/api/quizzes/42', reply: { body: publicQuiz({ expiresAt: '2030-05-17T12:00:00.000Z' }) } }]).restore;
    renderAt('/share/42');
    expect(screen.getByText(QUIZ_MESSAGES.dashboardLinkLoading)).toBeTruthy();
    expect(await screen.findByLabelText('Dashboard link')).toBeTruthy();
    const origin = window.location.origin;
    expect(valueOf('Quiz link')).toBe(`${origin}/quiz/ana-k3j91234`);
    expect(valueOf('Access code')).toBe('QZ12AB');
    expect(valueOf('Code link')).toBe(`${origin}/quiz/code/QZ12AB`);
    expect(valueOf('Dashboard link')).toBe(`${origin}/dashboard/${created.dashboardToken}`);
    expect(screen.getByText(/This quiz expires on .*2030/)).toBeTruthy();
    expect(valueOf('Invitation message')).toBe(invitationMessage('Ana', `${origin}/quiz/ana-k3j91234`, 'QZ12AB'));

    fireEvent.click(screen.getByRole('button', { name: 'View Dashboard' }));
    expect(window.location.pathname).toBe(`/dashboard/${created.dashboardToken}`);
    expect(await screen.findByRole('heading', { name: QUIZ_MESSAGES.dashboardNotFoundTitle })).toBeTruthy();
  });

  it('When the creator just published, then the share sheet shows the code like a PIN, a QR code of the quiz link and the share buttons', async () => {
    rememberPublishedQuiz(created);
    restore = installFetchMock([{ path: '/api/quizzes/42', reply: { body: publicQuiz({ title: "Ana's Quiz" }) } }]).restore;
    renderAt('/share/42');
    const qr = await screen.findByRole('img', { name: SHARE_SHEET_TEXTS.qrLabel("Ana's Quiz") });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('Q Z 1 2 A B')).toBeTruthy();
    const buttons = within(screen.getByRole('list', { name: SHARE_SHEET_TEXTS.targetsLabel }));
    const message = invitationMessage('Ana', `${window.location.origin}/quiz/ana-k3j91234`, 'QZ12AB');
    expect(new URL(buttons.getByRole('link', { name: SHARE_SHEET_TEXTS.whatsapp }).getAttribute('href')!).searchParams.get('text')).toBe(message);
    expect(buttons.getByRole('link', { name: SHARE_SHEET_TEXTS.email }).getAttribute('href')).toContain('mailto:');
    // The private dashboard link is never in what is shared.
    for (const link of buttons.getAllByRole('link')) expect(decodeURIComponent(link.getAttribute('href')!)).not.toContain(created.dashboardToken);
  });

  it('When a link is copied, then the button reads Copied! for 2 seconds', async () => {
    rememberPublishedQuiz(created);
    restore = installFetchMock([{ path: '/api/quizzes/42', reply: { body: publicQuiz() } }]).restore;
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    jest.useFakeTimers();
    try {
      renderAt('/share/42');
      await screen.findByLabelText('Dashboard link');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Access code' })));
      expect(writeText).toHaveBeenCalledWith('QZ12AB');
      expect(screen.getByRole('button', { name: `Access code: ${PLATFORM_MESSAGES.copied}` }).textContent).toBe(PLATFORM_MESSAGES.copied);
      await act(async () => jest.advanceTimersByTime(2000));
      expect(screen.getByRole('button', { name: 'Copy Access code' }).textContent).toBe('Copy');
    } finally {
      jest.useRealTimers();
    }
  });

  it('When this tab did not publish the quiz, then the links card says where the links are and the dashboard card shows the token-missing state', async () => {
    restore = installFetchMock([{ path: '/api/quizzes/42', reply: { body: publicQuiz() } }]).restore;
    renderAt('/share/42');
    expect(await screen.findByText(QUIZ_MESSAGES.dashboardTokenMissing)).toBeTruthy();
    expect(card('Share with friends').getByText(QUIZ_LINK_TEXTS.linksOnlyInPublishingTab)).toBeTruthy();
    expect(card('Share with friends').queryByText(QUIZ_MESSAGES.dashboardTokenMissing)).toBeNull();
    expect(card('Your private dashboard').getByText(QUIZ_MESSAGES.dashboardTokenMissing)).toBeTruthy();
    expect(screen.getAllByText(QUIZ_MESSAGES.dashboardTokenMissing)).toHaveLength(1);
    const toasts = collectToasts();
    fireEvent.click(screen.getByRole('button', { name: 'View Dashboard' }));
    expect(toasts.toasts.at(-1)).toMatchObject({ description: QUIZ_EXPERIENCE_MESSAGES.dashboardTokenNotFound, variant: 'destructive' });
    expect(window.location.pathname).toBe('/share/42');
    toasts.stop();
  });

  it('When the quiz read fails with a 503 and the network, then it is retried at 1 s and the page stays loading until it loads', async () => {
    rememberPublishedQuiz(created);
    let reads = 0;
    restore = installFetchMock([
      {
        path: '/api/quizzes/42',
        reply: () => {
          reads += 1;
          if (reads === 1) return { status: 503, body: errorBody(HTTP_ERRORS.gatewayUpstreamUnavailable.code, 'down') };
          if (reads === 2) throw new TypeError('Failed to fetch');
          return { body: publicQuiz() };
        },
      },
    ]).restore;
    jest.useFakeTimers();
    try {
      renderAt('/share/42');
      await act(() => jest.advanceTimersByTimeAsync(1999));
      expect(reads).toBe(2);
      expect(screen.getByText(QUIZ_MESSAGES.dashboardLinkLoading)).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(reads).toBe(3);
      expect(screen.getByLabelText('Dashboard link')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('When the quiz read keeps failing, then after 3 retries the error state and the load-failed toast show', async () => {
    rememberPublishedQuiz(created);
    const mock = installFetchMock([{ path: '/api/quizzes/42', reply: { status: 502, body: errorBody(HTTP_ERRORS.gatewayUpstreamUnavailable.code, 'down') } }]);
    restore = mock.restore;
    const toasts = collectToasts();
    jest.useFakeTimers();
    try {
      renderAt('/share/42');
      await act(() => jest.advanceTimersByTimeAsync(2999));
      expect(screen.getByText(QUIZ_MESSAGES.dashboardLinkLoading)).toBeTruthy();
      expect(toasts.toasts).toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(mock.calls).toHaveLength(4);
      expect(screen.getByText(QUIZ_MESSAGES.dashboardLinkError)).toBeTruthy();
      expect(toasts.toasts).toEqual([expect.objectContaining({ title: QUIZ_MESSAGES.shareLoadFailed, variant: 'destructive' })]);
    } finally {
      jest.useRealTimers();
      toasts.stop();
    }
  });

  it('When the quiz id is not a number above 0, then Quiz Not Found shows without calling the server', () => {
    const mock = installFetchMock([]);
    restore = mock.restore;
    renderAt('/share/0');
    expect(screen.getByRole('heading', { name: QUIZ_MESSAGES.quizNotFound })).toBeTruthy();
    expect(mock.calls).toHaveLength(0);
  });

  it('When the server does not know the quiz, then Quiz Not Found shows without a retry', async () => {
    const mock = installFetchMock([{ path: '/api/quizzes/77', reply: { status: 404, body: errorBody(QUIZ_ERRORS.quizNotFound.code, QUIZ_MESSAGES.quizNotFound) } }]);
    restore = mock.restore;
    renderAt('/share/77');
    expect(await screen.findByRole('heading', { name: QUIZ_MESSAGES.quizNotFound })).toBeTruthy();
    expect(mock.calls).toHaveLength(1);
  });
});
