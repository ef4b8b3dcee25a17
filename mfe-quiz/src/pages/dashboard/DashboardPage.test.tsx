import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { QUIZ_ERRORS, QUIZ_MESSAGES, QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock } from '@quizlink/remote-runtime/testing';
import { dashboard } from '../../testing/fixtures.ts';
import { collectToasts, renderAt } from '../../testing/render-at.tsx';

const TOKEN = 'tok_0123456789abcdef0123';
const PATH = `/api/quizzes/dashboard/${TOKEN}`;

let restore: () => void = () => undefined;
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  restore();
  jest.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('When the token is valid, then the stats, links and code show', async () => {
    restore = installFetchMock([{ path: PATH, reply: { body: dashboard() } }]).restore;
    renderAt(`/dashboard/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: "Ana's Quiz" })).toBeTruthy();
    expect(screen.getByText('Created by Ana')).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect((screen.getByLabelText('Quiz link') as HTMLInputElement).value).toBe(`${window.location.origin}/quiz/ana-x1y23456`);
    expect((screen.getByLabelText('Access code') as HTMLInputElement).value).toBe('AB12CD');
  });

  it('When Refresh is pressed, then the data is fetched again and the new count is announced', async () => {
    let count = 3;
    const mock = installFetchMock([{ path: PATH, reply: () => ({ body: dashboard({ stats: { attemptCount: count, averageScore: 50, topScore: 90 } }) }) }]);
    restore = mock.restore;
    const toasts = collectToasts();
    renderAt(`/dashboard/${TOKEN}`);
    await screen.findByText('3');
    count = 4;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('4')).toBeTruthy();
    expect(toasts.toasts.map((t) => t.title)).toEqual([QUIZ_SCREEN_MESSAGES.refreshing, QUIZ_SCREEN_MESSAGES.refreshed]);
    expect(mock.calls).toHaveLength(2);
    toasts.stop();
  });

  it('When a refresh fails, then the shown data stays and the failure is announced', async () => {
    let fail = false;
    restore = installFetchMock([
      { path: PATH, reply: () => (fail ? { status: 500, body: errorBody(HTTP_ERRORS.internalError.code, 'boom') } : { body: dashboard() }) },
    ]).restore;
    const toasts = collectToasts();
    renderAt(`/dashboard/${TOKEN}`);
    await screen.findByText('67%');
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(toasts.toasts.at(-1)?.title).toBe(QUIZ_SCREEN_MESSAGES.refreshFailedTitle));
    expect(screen.getByText('67%')).toBeTruthy();
    toasts.stop();
  });

  it('When the token is unknown, then Dashboard Not Found shows', async () => {
    restore = installFetchMock([{ path: PATH, reply: { status: 404, body: errorBody(QUIZ_ERRORS.dashboardNotFound.code, 'nope') } }]).restore;
    renderAt(`/dashboard/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: QUIZ_MESSAGES.dashboardNotFoundTitle })).toBeTruthy();
    expect(screen.getByText(QUIZ_MESSAGES.dashboardNotFoundBody)).toBeTruthy();
  });

  it('When the quiz has expired, then Quiz Expired shows with the lifetime', async () => {
    const text = 'This quiz has expired after the 7-day limit and is no longer accessible.';
    restore = installFetchMock([{ path: PATH, reply: { status: 410, body: errorBody(QUIZ_ERRORS.quizExpired.code, text) } }]).restore;
    renderAt(`/dashboard/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: QUIZ_MESSAGES.quizExpiredTitle })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });
});
