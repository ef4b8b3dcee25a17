import { act, render, screen, waitFor, within } from '@testing-library/react';
import { ATTEMPT_ERRORS, ATTEMPT_MESSAGES, SCORE_MESSAGES } from '@quizlink/contracts/attempt';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock, type MockRoute } from '@quizlink/remote-runtime/testing';
import { ATTEMPT_ID, attemptDetail, leaderboardEntry, publicQuiz } from '../../testing/fixtures.ts';
import { installFakeEventSource } from '../../testing/fake-event-source.ts';
import { renderAt, signIn } from '../../testing/render-at.tsx';
import { rememberAttemptSecret } from '../../api/attempt-secrets.ts';
import { Root } from '../../root.tsx';

const ranked = (rank: number, ...args: Parameters<typeof leaderboardEntry>) => ({ ...leaderboardEntry(...args), rank, isYou: false });
/** The server's page: 4/4 first; the two 3/4 by time (Di finished earlier); then 2/4. Bo's row is the caller's (by the secret). */
const board = [
  ranked(1, '', 4, 4, '2026-03-01T11:00:00.000Z'),
  ranked(2, 'Di', 3, 4, '2026-03-01T08:00:00.000Z'),
  { ...ranked(3, 'Bo', 3, 4, '2026-03-01T10:00:00.000Z'), isYou: true },
  ranked(4, 'Cy', 2, 4, '2026-03-01T09:00:00.000Z'),
];
/** The secret the submission gave this browser, kept with the attempt. */
const SECRET = 'attempt-secret-of-bo-0123456789abcdefghijklmno';
const LEADERBOARD = /^\/api\/quizzes\/42\/attempts\/leaderboard\?/;
const boardPage = (top = board, you: (typeof board)[number] | null = board[2]!, total = top.length) => ({
  body: { quizId: 42, total, top, you, serverTime: '2026-03-01T12:00:00.000Z' },
});

const routes = (overrides: MockRoute[] = []): MockRoute[] => [
  ...overrides,
  { path: `/api/quiz-attempts/${ATTEMPT_ID}`, reply: { body: attemptDetail() } },
  { path: LEADERBOARD, reply: boardPage() },
  { path: '/api/quizzes/42', reply: { body: publicQuiz() } },
];

let restore: () => void = () => undefined;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn(9, 'Bo');
  rememberAttemptSecret(ATTEMPT_ID, SECRET);
});
afterEach(() => {
  restore();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('ResultsPage', () => {
  it('When the attempt loads, then the server score, percentage and band message show', async () => {
    restore = installFetchMock(routes()).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    expect(await screen.findByText('3/4')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText(SCORE_MESSAGES.upTo80)).toBeTruthy();
  });

  it('When the leaderboard loads, then it shows the server ranking with the taker labelled You', async () => {
    const mock = installFetchMock(routes());
    restore = mock.restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const names = rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    // 4/4 first; the two 3/4 by time (Di finished earlier); then 2/4.
    expect(names).toEqual(['ANAnonymous', 'DIDi', 'BOBo (You)', 'CYCy']);
    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.textContent).toContain('(You)');
    expect(within(mine[0] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('3');
    const call = mock.calls.find((c) => LEADERBOARD.test(c.path));
    expect(call?.path).toBe('/api/quizzes/42/attempts/leaderboard?limit=10');
    expect(call?.headers?.['x-attempt-secret']).toBe(SECRET);
    expect(mock.calls.some((c) => c.path === '/api/quizzes/42/attempts')).toBe(false);
  });

  it('When the taker ranks below the top rows, then their own row follows after a gap with its rank', async () => {
    restore = installFetchMock(routes([{ path: LEADERBOARD, reply: boardPage(board.slice(0, 2), { ...ranked(57, 'Bo', 3, 4, '2026-03-01T10:00:00.000Z'), isYou: true }, 80) }])).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    const table = await screen.findByRole('table');
    const last = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(last.getAttribute('aria-current')).toBe('true');
    expect(within(last).getAllByRole('cell')[0]?.textContent).toBe('… 57');
    expect(screen.getByText('80 players so far')).toBeTruthy();
  });

  it('When someone else submits, then the pushed event refreshes the board without a reload', async () => {
    const events = installFakeEventSource();
    let top = board.slice(0, 1);
    const mock = installFetchMock(routes([{ path: LEADERBOARD, reply: () => boardPage(top, board[2]!, top.length + 1) }]));
    restore = () => {
      mock.restore();
      events.restore();
    };
    renderAt(`/results/42/${ATTEMPT_ID}`);
    await screen.findByText('2 players so far');
    const source = events.instances[0]!;
    expect(source.url).toBe('/api/quizzes/42/attempts/live');
    act(() => source.emit('ready'));
    expect(await screen.findByText('Updating live as friends answer.')).toBeTruthy();
    top = board;
    await act(async () => source.emit('attempt-submitted', { quizId: 42, completedAt: '' }));
    expect(await screen.findByText('5 players so far')).toBeTruthy();
  });

  it('When the results load, then the attempt is read with the secret this browser kept, in a header and never in the URL', async () => {
    const mock = installFetchMock(routes());
    restore = mock.restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    await screen.findByText('3/4');
    const read = mock.calls.find((c) => c.path === `/api/quiz-attempts/${ATTEMPT_ID}`);
    expect(read?.headers?.['x-attempt-secret']).toBe(SECRET);
    expect(mock.calls.every((c) => !c.path.includes(SECRET))).toBe(true);
    expect(window.location.href).not.toContain(SECRET);
  });

  it('When the page is reloaded, then the stored secret still opens the results', async () => {
    restore = installFetchMock(routes()).restore;
    const first = renderAt(`/results/42/${ATTEMPT_ID}`);
    await screen.findByText('3/4');
    first.unmount();
    renderAt(`/results/42/${ATTEMPT_ID}`);
    expect(await screen.findByText('3/4')).toBeTruthy();
  });

  it('When this browser holds no secret for the attempt (a shared link), then Results Not Found shows without reading it', async () => {
    window.localStorage.clear();
    const mock = installFetchMock(routes());
    restore = mock.restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    expect(await screen.findByRole('heading', { name: ATTEMPT_MESSAGES.resultsNotFoundTitle })).toBeTruthy();
    expect(screen.getByText(ATTEMPT_MESSAGES.resultsNotFoundBody)).toBeTruthy();
    expect(mock.calls.some((c) => c.path === `/api/quiz-attempts/${ATTEMPT_ID}`)).toBe(false);
  });

  it('When the server refuses the secret (401 or 404), then Results Not Found shows, asked once', async () => {
    for (const [status, code] of [[401, ATTEMPT_ERRORS.attemptSecretRequired.code], [404, ATTEMPT_ERRORS.attemptNotFound.code]] as const) {
      const mock = installFetchMock(routes([{ path: `/api/quiz-attempts/${ATTEMPT_ID}`, reply: { status, body: errorBody(code, 'no') } }]));
      const view = renderAt(`/results/42/${ATTEMPT_ID}`);
      expect(await screen.findByRole('heading', { name: ATTEMPT_MESSAGES.resultsNotFoundTitle })).toBeTruthy();
      expect(mock.calls.filter((c) => c.path === `/api/quiz-attempts/${ATTEMPT_ID}`)).toHaveLength(1);
      view.unmount();
      mock.restore();
    }
  });

  it('When the attempt does not exist, then Results Not Found shows', async () => {
    const mock = installFetchMock(
      routes([{ path: `/api/quiz-attempts/${ATTEMPT_ID}`, reply: { status: 404, body: errorBody(ATTEMPT_ERRORS.attemptNotFound.code, ATTEMPT_MESSAGES.attemptNotFound) } }]),
    );
    restore = mock.restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    expect(await screen.findByRole('heading', { name: ATTEMPT_MESSAGES.resultsNotFoundTitle })).toBeTruthy();
    expect(screen.getByText(ATTEMPT_MESSAGES.resultsNotFoundBody)).toBeTruthy();
    // A 404 is an answer, not a failure: asked once.
    expect(mock.calls.filter((c) => c.path === `/api/quiz-attempts/${ATTEMPT_ID}`)).toHaveLength(1);
  });

  it('When the quiz read fails once with a 503, then it is retried after 1 s while the page stays loading', async () => {
    jest.useFakeTimers();
    try {
      let reads = 0;
      const unavailable = { status: 503, body: errorBody(HTTP_ERRORS.gatewayUpstreamUnavailable.code, 'down') };
      restore = installFetchMock(routes([{ path: '/api/quizzes/42', reply: () => (++reads === 1 ? unavailable : { body: publicQuiz() }) }])).restore;
      renderAt(`/results/42/${ATTEMPT_ID}`);
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(reads).toBe(1);
      expect(screen.queryByText('3/4')).toBeNull();
      expect(screen.queryByRole('heading', { name: QUIZ_MESSAGES.errorLoadingQuizTitle })).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(reads).toBe(2);
      expect(screen.getByText('3/4')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('When the quiz cannot be loaded, then after 3 retries at 1 s Error Loading Quiz shows', async () => {
    jest.useFakeTimers();
    try {
      const mock = installFetchMock(routes([{ path: '/api/quizzes/42', reply: { status: 500, body: errorBody(HTTP_ERRORS.internalError.code, 'boom') } }]));
      restore = mock.restore;
      const quizReads = () => mock.calls.filter((c) => c.path === '/api/quizzes/42').length;
      renderAt(`/results/42/${ATTEMPT_ID}`);
      await act(() => jest.advanceTimersByTimeAsync(2999));
      expect(quizReads()).toBe(3);
      expect(screen.queryByRole('heading', { name: QUIZ_MESSAGES.errorLoadingQuizTitle })).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(quizReads()).toBe(4);
      expect(screen.getByRole('heading', { name: QUIZ_MESSAGES.errorLoadingQuizTitle })).toBeTruthy();
      expect(screen.getByText(QUIZ_MESSAGES.errorLoadingQuizBody)).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('When the quiz has no scored questions, then it shows the essay message and no leaderboard', async () => {
    restore = installFetchMock(
      routes([{ path: `/api/quiz-attempts/${ATTEMPT_ID}`, reply: { body: attemptDetail({ score: 0, totalQuestions: 0 }) } }]),
    ).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    expect(await screen.findByText(SCORE_MESSAGES.noScoredQuestions)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('When the results page was reloaded, then the back button still lands on the home page', async () => {
    restore = installFetchMock(routes()).restore;
    const path = `/results/42/${ATTEMPT_ID}`;
    // A reload keeps the history: the page comes back on its own trap entry.
    window.history.replaceState(null, '', path);
    window.history.pushState({ trap: path }, '', path);
    render(<Root />);
    await screen.findByText('3/4');
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('When the browser goes back from the results, then the taker lands on the home page', async () => {
    restore = installFetchMock(routes()).restore;
    renderAt(`/results/42/${ATTEMPT_ID}`);
    await screen.findByText('3/4');
    // A router's synthetic popstate while the trap entry is current is not a back press.
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state })));
    expect(window.location.pathname).toBe(`/results/42/${ATTEMPT_ID}`);
    // The trap's duplicate entry: going back lands on the same path and fires popstate.
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
