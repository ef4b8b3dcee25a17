import { act, render, screen } from '@testing-library/react';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';
import { QUIZ_EXPERIENCE_LIMITS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { installFetchMock } from '@quizlink/remote-runtime/testing';
import { dashboard } from '../../testing/fixtures.ts';
import { installFakeEventSource } from '../../testing/fake-event-source.ts';
import { renderAt } from '../../testing/render-at.tsx';
import { Root } from '../../root.tsx';

const TOKEN = 'tok_0123456789abcdef0123';
const PATH = `/api/quizzes/dashboard/${TOKEN}`;
const OPEN = '/api/quizzes/42/open-ended-answers';
const POLL_MS = QUIZ_EXPERIENCE_LIMITS.dashboardPollMs;

const withOpenEnded = dashboard({
  questions: [
    { questionId: 3, order: 0, text: 'Why?', type: 'open-ended', imageUrl: null, answeredCount: 0, correctCount: 0, correctPercentage: 0, mostCommonAnswer: null, seenCount: 0, optionCounts: [] },
  ],
});
const answer = (text: string) => [{ questionId: 3, questionText: 'Why?', questionImage: null, answers: [{ id: `${text}:3`, userName: 'Bo', userAnswer: text, submittedAt: '2026-03-01T10:00:00.000Z' }] }];

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** The dashboard and its open-ended answers, each read counted; `answers` is what the next read returns. */
function serveDashboard() {
  const reads = { dashboard: 0, openEnded: 0, answers: answer('First.') };
  const mock = installFetchMock([
    { path: PATH, reply: () => (reads.dashboard++, { body: withOpenEnded }) },
    { path: OPEN, reply: () => (reads.openEnded++, { body: reads.answers }) },
  ]);
  return { reads, mock };
}

let restore: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the dashboard kept up to date', () => {
  it('When the stream is not connected, then the dashboard and its answers are read again every refresh period; once it is, once more to catch up and then no more', async () => {
    const events = installFakeEventSource();
    const { reads, mock } = serveDashboard();
    restore = () => (mock.restore(), events.restore());
    renderAt(`/dashboard/${TOKEN}`);
    await advance(0);
    expect(screen.getByText('First.')).toBeTruthy();
    expect([reads.dashboard, reads.openEnded]).toEqual([1, 1]);

    reads.answers = answer('Second.');
    await advance(POLL_MS);
    expect([reads.dashboard, reads.openEnded]).toEqual([2, 2]);
    expect(screen.getByText('Second.')).toBeTruthy();

    reads.answers = answer('Third.');
    act(() => events.instances[0]!.emit(LIVE_EVENTS.ready));
    await advance(POLL_MS * 3);
    expect([reads.dashboard, reads.openEnded]).toEqual([3, 3]);
    expect(screen.getByText('Third.')).toBeTruthy();
  });

  it('When a burst of submissions is pushed, then the dashboard and its answers are read once more each', async () => {
    const events = installFakeEventSource();
    const { reads, mock } = serveDashboard();
    restore = () => (mock.restore(), events.restore());
    renderAt(`/dashboard/${TOKEN}`);
    await advance(0);
    const source = events.instances[0]!;
    act(() => source.emit(LIVE_EVENTS.ready));
    reads.answers = answer('Pushed.');
    act(() => {
      for (let i = 0; i < 5; i += 1) source.emit(LIVE_EVENTS.attemptSubmitted, { quizId: 42 });
    });
    await advance(1000);
    expect([reads.dashboard, reads.openEnded]).toEqual([2, 2]);
    expect(screen.getByText('Pushed.')).toBeTruthy();
  });

  it('When the quiz is deleted elsewhere, then the pushed event turns the page into Dashboard Not Found and the stream closes', async () => {
    const events = installFakeEventSource();
    const { mock } = serveDashboard();
    restore = () => (mock.restore(), events.restore());
    renderAt(`/dashboard/${TOKEN}`);
    await advance(0);
    const source = events.instances[0]!;
    act(() => source.emit(LIVE_EVENTS.quizDeleted, { quizId: 42 }));
    expect(screen.getByRole('heading', { name: QUIZ_MESSAGES.dashboardNotFoundTitle })).toBeTruthy();
    expect(source.closed).toBe(true);
  });

  it('When the page is opened again, then the cached dashboard shows at once while it is read again', async () => {
    const { reads, mock } = serveDashboard();
    restore = mock.restore;
    const first = renderAt(`/dashboard/${TOKEN}`);
    await advance(0);
    first.unmount();
    // Back on the same page without a reload: the same query cache.
    render(<Root />);
    expect(screen.getByText('First.')).toBeTruthy();
    await advance(0);
    expect(reads.dashboard).toBe(2);
  });
});
