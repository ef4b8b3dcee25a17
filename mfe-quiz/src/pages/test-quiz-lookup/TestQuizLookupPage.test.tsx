import { act, fireEvent, screen } from '@testing-library/react';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { LIMITS, QUIZ_ERRORS, QUIZ_LINK_TEXTS } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock } from '@quizlink/remote-runtime/testing';
import { collectToasts, renderAt } from '../../testing/render-at.tsx';

const quizzes = [{ id: 5, creatorName: 'Ana', accessCode: 'AB12CD', urlSlug: 'ana-ab1c2345', createdAt: '', expiresAt: '' }];
let restore: () => void = () => undefined;
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  restore();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('TestQuizLookupPage', () => {
  it('When a listed quiz is picked, then the URL is built for the chosen lookup and Go opens it', async () => {
    restore = installFetchMock([{ path: '/api/quizzes', reply: { body: quizzes } }]).restore;
    renderAt('/test-quiz-lookup');
    fireEvent.click(await screen.findByRole('button', { name: /Ana — ana-ab1c2345/ }));
    expect((screen.getByLabelText('Quiz URL') as HTMLInputElement).value).toBe(`${window.location.origin}/quiz/ana-ab1c2345`);
    fireEvent.click(screen.getByLabelText('Access code'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Access code' }), { target: { value: 'ab12cd' } });
    expect((screen.getByLabelText('Quiz URL') as HTMLInputElement).value).toBe(`${window.location.origin}/quiz/code/AB12CD`);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    // The answer screen took over (and, with nobody named, remembered the code before sending them home).
    expect(window.sessionStorage.getItem('pendingQuizCode')).toBe('AB12CD');
  });

  it('When the list is refused (nobody signed in as admin), then only a short line says it needs an admin sign-in, and URLs still build', async () => {
    const mock = installFetchMock([{ path: '/api/quizzes', reply: { status: 403, body: errorBody(QUIZ_ERRORS.quizListingDisabled.code, 'no') } }]);
    restore = mock.restore;
    renderAt('/test-quiz-lookup');
    expect(await screen.findByText('The list of existing quizzes needs an admin sign-in.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Existing quizzes' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mock.calls).toHaveLength(1);
    expect(mock.calls[0]!.headers.authorization).toBeUndefined();
    expect((screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Slug' }), { target: { value: 'ana-ab1c2345' } });
    expect((screen.getByLabelText('Quiz URL') as HTMLInputElement).value).toBe(`${window.location.origin}/quiz/ana-ab1c2345`);
  });

  it('When the list needs an admin sign-in, then a button takes the person to the admin sign-in', async () => {
    restore = installFetchMock([{ path: '/api/quizzes', reply: { status: 403, body: errorBody(QUIZ_ERRORS.quizListingDisabled.code, 'no') } }]).restore;
    renderAt('/test-quiz-lookup');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as admin' }));
    expect(window.location.pathname).toBe(PAGE_PATHS.admin);
  });

  it('When the admin signed in on the inbox, then their token goes along and the list is shown', async () => {
    window.localStorage.setItem('adminToken', 'admin-jwt');
    const mock = installFetchMock([
      {
        path: '/api/quizzes',
        reply: (call) => (call.headers.authorization === 'Bearer admin-jwt' ? { body: quizzes } : { status: 403, body: errorBody(QUIZ_ERRORS.quizListingDisabled.code, 'no') }),
      },
    ]);
    restore = mock.restore;
    renderAt('/test-quiz-lookup');
    expect(await screen.findByRole('button', { name: /Ana — ana-ab1c2345/ })).toBeTruthy();
    expect(mock.calls[0]!.headers.authorization).toBe('Bearer admin-jwt');
  });

  it('When the stored admin token has expired (401), then the page asks for an admin sign-in', async () => {
    window.localStorage.setItem('adminToken', 'expired-jwt');
    restore = installFetchMock([{ path: '/api/quizzes', reply: { status: 401, body: errorBody(CONTENT_ERRORS.authUnauthorized.code, 'Session expired. Please login again.') } }]).restore;
    renderAt('/test-quiz-lookup');
    expect(await screen.findByText('The list of existing quizzes needs an admin sign-in.')).toBeTruthy();
  });

  it('When the list fails for another reason, then it is retried 3 times at 1 s and then the page says it could not be loaded', async () => {
    const mock = installFetchMock([{ path: '/api/quizzes', reply: { status: 500, body: errorBody(HTTP_ERRORS.internalError.code, 'boom') } }]);
    restore = mock.restore;
    jest.useFakeTimers();
    try {
      renderAt('/test-quiz-lookup');
      await act(() => jest.advanceTimersByTimeAsync(2999));
      expect(mock.calls).toHaveLength(3);
      expect(screen.getByText('Loading quizzes...')).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(mock.calls).toHaveLength(4);
      expect(screen.getByText('The list of existing quizzes could not be loaded.')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('When the list read fails on the network once, then the retry after 1 s shows the list', async () => {
    let reads = 0;
    restore = installFetchMock([
      {
        path: '/api/quizzes',
        reply: () => {
          reads += 1;
          if (reads === 1) throw new TypeError('Failed to fetch');
          return { body: quizzes };
        },
      },
    ]).restore;
    jest.useFakeTimers();
    try {
      renderAt('/test-quiz-lookup');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(reads).toBe(2);
      expect(screen.getByRole('button', { name: /Ana — ana-ab1c2345/ })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('TestQuizLookupPage copy', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const useClipboard = (writeText: jest.Mock) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });

  /** Renders the page with a slug typed in, so Copy URL is enabled. */
  const withSlug = async () => {
    restore = installFetchMock([{ path: '/api/quizzes', reply: { body: [] } }]).restore;
    renderAt('/test-quiz-lookup');
    await act(() => jest.advanceTimersByTimeAsync(0));
    fireEvent.change(screen.getByRole('textbox', { name: 'Slug' }), { target: { value: 'ana-ab1c2345' } });
  };

  it('When the URL is copied, then the button reads Copied! for 2 s and the toast lasts 3 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    useClipboard(writeText);
    const toasts = collectToasts();
    jest.useFakeTimers();
    try {
      await withSlug();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: QUIZ_LINK_TEXTS.copyUrl })));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/quiz/ana-ab1c2345`);
      expect(screen.getByRole('button', { name: PLATFORM_MESSAGES.copied })).toBeTruthy();
      expect(toasts.toasts).toEqual([{ title: PLATFORM_MESSAGES.copied, durationMs: LIMITS.copyToastDurationMs }]);
      expect(LIMITS.copyToastDurationMs).toBe(3000);

      await act(() => jest.advanceTimersByTimeAsync(LIMITS.copiedStateMs - 1));
      expect(screen.getByRole('button', { name: PLATFORM_MESSAGES.copied })).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('button', { name: QUIZ_LINK_TEXTS.copyUrl })).toBeTruthy();
      expect(LIMITS.copiedStateMs).toBe(2000);
    } finally {
      jest.useRealTimers();
      toasts.stop();
    }
  });

  it('When the clipboard refuses, then the Copy failed toast lasts 3 s and the button keeps its label', async () => {
    useClipboard(jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')));
    const toasts = collectToasts();
    jest.useFakeTimers();
    try {
      await withSlug();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: QUIZ_LINK_TEXTS.copyUrl })));
      expect(toasts.toasts).toEqual([
        { title: PLATFORM_MESSAGES.copyFailedTitle, description: PLATFORM_MESSAGES.copyFailedBody, variant: 'destructive', durationMs: LIMITS.copyToastDurationMs },
      ]);
      expect(screen.getByRole('button', { name: QUIZ_LINK_TEXTS.copyUrl })).toBeTruthy();
    } finally {
      jest.useRealTimers();
      toasts.stop();
    }
  });
});
