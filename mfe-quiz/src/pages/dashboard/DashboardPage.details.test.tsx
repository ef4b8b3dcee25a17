import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { type QuestionPerformance, QUIZ_EXPERIENCE_MESSAGES } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock, type MockRoute } from '@quizlink/remote-runtime/testing';
import { dashboard } from '../../testing/fixtures.ts';
import { installFakeEventSource } from '../../testing/fake-event-source.ts';
import { renderAt } from '../../testing/render-at.tsx';

const TOKEN = 'tok_0123456789abcdef0123';
const PATH = `/api/quizzes/dashboard/${TOKEN}`;
const OPEN = '/api/quizzes/42/open-ended-answers';

const perf = (overrides: Partial<QuestionPerformance>): QuestionPerformance => ({
  questionId: 1,
  order: 0,
  text: 'Colour?',
  type: 'multiple-choice',
  imageUrl: null,
  answeredCount: 4,
  correctCount: 2,
  correctPercentage: 50,
  mostCommonAnswer: { answer: 'Red', count: 2, isCorrect: true },
  seenCount: 4,
  optionCounts: [
    { option: 'Red', count: 2, isCorrect: true },
    { option: 'Blue', count: 2, isCorrect: false },
  ],
  ...overrides,
});
const detailed = dashboard({
  questions: [
    perf({}),
    perf({ questionId: 2, text: 'Food?', correctCount: 1, correctPercentage: 25, mostCommonAnswer: { answer: 'Pizza', count: 3, isCorrect: false } }),
    perf({ questionId: 3, text: 'Why?', type: 'open-ended', answeredCount: 2, correctCount: 0, correctPercentage: 0, mostCommonAnswer: null, optionCounts: [] }),
  ],
  attempts: [{ id: 'a1', userName: '', score: 1, totalQuestions: 2, percentage: 50, completedAt: '2026-03-01T10:00:00.000Z' }],
});
const groups = [{ questionId: 3, questionText: 'Why?', questionImage: null, answers: [{ id: 'a1:3', userName: 'Bo', userAnswer: 'Because.', submittedAt: '2026-03-01T10:00:00.000Z' }] }];

let restore: () => void = () => undefined;
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  restore();
  jest.restoreAllMocks();
});
const use = (routes: MockRoute[]) => {
  const mock = installFetchMock(routes);
  restore = mock.restore;
  return mock;
};

describe('the dashboard in detail', () => {
  it('When attempts exist, then per-question performance, the wrong favourite and the attempts show', async () => {
    const mock = use([{ path: PATH, reply: { body: detailed } }, { path: OPEN, reply: { body: groups } }]);
    renderAt(`/dashboard/${TOKEN}`);
    const list = await screen.findByRole('list', { name: 'Question performance' });
    expect(within(list).getByText(/50% correct \(2\) · mostly correct/)).toBeTruthy();
    expect(within(list).getByText(/25% correct \(1\) · mostly missed/)).toBeTruthy();
    expect(within(list).getByText(/Most common answer: Pizza \(3\)/).textContent).toContain('incorrect');
    expect(within(list).getByText(/Most common answer: Red/).textContent).not.toContain('incorrect');
    expect(within(screen.getByRole('table', { name: 'Attempts' })).getByText('Anonymous')).toBeTruthy();
    expect(await screen.findByText('Because.')).toBeTruthy();
    expect(mock.calls.find((c) => c.path === OPEN)?.headers['x-dashboard-token']).toBe(TOKEN);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`${PATH}/attempts.csv`);
  });

  it('When the open-ended answers fail to load, then the spec text shows and the rest stays', async () => {
    use([{ path: PATH, reply: { body: detailed } }, { path: OPEN, reply: { status: 500, body: errorBody(HTTP_ERRORS.internalError.code, 'x') } }]);
    renderAt(`/dashboard/${TOKEN}`);
    expect(await screen.findByText(QUIZ_EXPERIENCE_MESSAGES.openEndedLoadFailed)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Question performance' })).toBeTruthy();
  });

  it('When nobody answered the open-ended questions yet, then the empty text shows', async () => {
    use([{ path: PATH, reply: { body: detailed } }, { path: OPEN, reply: { body: [{ ...groups[0], answers: [] }] } }]);
    renderAt(`/dashboard/${TOKEN}`);
    expect(await screen.findByText(QUIZ_EXPERIENCE_MESSAGES.openEndedEmpty)).toBeTruthy();
  });

  it('When every question is open-ended, then the quiz type reads Essay Quiz and no scores show', async () => {
    use([{ path: PATH, reply: { body: dashboard({ quizType: 'essay' }) } }]);
    renderAt(`/dashboard/${TOKEN}`);
    expect(await screen.findByText(QUIZ_EXPERIENCE_MESSAGES.essayQuiz)).toBeTruthy();
    expect(screen.queryByText('Average score')).toBeNull();
  });

  it('When someone submits, then the live event refetches the dashboard', async () => {
    const events = installFakeEventSource();
    let count = 3;
    const mock = use([{ path: PATH, reply: () => ({ body: dashboard({ stats: { attemptCount: count, averageScore: 50, topScore: 90 } }) }) }]);
    restore = () => {
      mock.restore();
      events.restore();
    };
    renderAt(`/dashboard/${TOKEN}`);
    await screen.findByText('3');
    const source = events.instances[0]!;
    expect(source.url).toBe(`${PATH}/live`);
    act(() => source.emit('ready'));
    expect(await screen.findByText('Updating live')).toBeTruthy();
    count = 4;
    await act(async () => source.emit('attempt-submitted', { quizId: 42 }));
    expect(await screen.findByText('4')).toBeTruthy();
  });

  it('When the first load fails, then it is retried twice a second apart before the error shows', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      use([{ path: PATH, reply: () => (++calls < 3 ? { status: 503, body: errorBody(HTTP_ERRORS.gatewayUpstreamUnavailable.code, 'down') } : { body: dashboard() }) }]);
      renderAt(`/dashboard/${TOKEN}`);
      for (let step = 0; step < 30 && !screen.queryByText('67%'); step += 1) await act(async () => jest.advanceTimersByTime(100));
      expect(screen.getByText('67%')).toBeTruthy();
      expect(calls).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('When the creator confirms Delete, then the quiz is deleted and they go home', async () => {
    const mock = use([{ path: PATH, reply: { body: dashboard() } }, { method: 'DELETE', path: PATH, reply: { status: 204 } }]);
    renderAt(`/dashboard/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Quiz' }));
    expect(mock.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it now' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(mock.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
