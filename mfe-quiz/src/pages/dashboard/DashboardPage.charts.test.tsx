/// <reference types="node" />
import { TextEncoder } from 'node:util';
import { act, screen, within } from '@testing-library/react';
import { DASHBOARD_CHART_TEXTS, type QuestionPerformance, QUIZ_MESSAGES, SCORE_BANDS } from '@quizlink/contracts/quiz';
import { installFetchMock } from '@quizlink/remote-runtime/testing';
import { dashboard } from '../../testing/fixtures.ts';
import { installFakeEventSource } from '../../testing/fake-event-source.ts';
import { renderAt } from '../../testing/render-at.tsx';

// jsdom lacks the TextEncoder every browser has (the QR code library encodes the link with it).
Object.assign(globalThis, { TextEncoder });

const TOKEN = 'tok_0123456789abcdef0123';
const PATH = `/api/quizzes/dashboard/${TOKEN}`;

const question = (overrides: Partial<QuestionPerformance> = {}): QuestionPerformance => ({
  questionId: 1,
  order: 0,
  text: 'Colour?',
  type: 'multiple-choice',
  imageUrl: null,
  answeredCount: 0,
  correctCount: 0,
  correctPercentage: 0,
  mostCommonAnswer: null,
  seenCount: 0,
  optionCounts: [
    { option: 'Red', count: 0, isCorrect: true },
    { option: 'Blue', count: 0, isCorrect: false },
  ],
  ...overrides,
});
const answered = question({
  answeredCount: 3,
  correctCount: 1,
  correctPercentage: 33,
  seenCount: 3,
  mostCommonAnswer: { answer: 'Blue', count: 2, isCorrect: false },
  optionCounts: [
    { option: 'Red', count: 1, isCorrect: true },
    { option: 'Blue', count: 2, isCorrect: false },
  ],
});
const bands = (counts: number[]) => SCORE_BANDS.map((band, i) => ({ ...band, count: counts[i] ?? 0 }));

let restore: () => void = () => undefined;
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  restore();
  jest.restoreAllMocks();
});

describe('the dashboard charts', () => {
  it('When nobody answered yet, then questions and charts say No answers yet, never "0% correct · mostly missed"', async () => {
    restore = installFetchMock([{ path: PATH, reply: { body: dashboard({ stats: { attemptCount: 0, averageScore: 0, topScore: 0 }, questions: [question()] }) } }]).restore;
    renderAt(`/dashboard/${TOKEN}`);
    const list = await screen.findByRole('list', { name: 'Question performance' });
    expect(within(list).getByText(DASHBOARD_CHART_TEXTS.noAnswersYet)).toBeTruthy();
    expect(screen.queryByText(/mostly missed/)).toBeNull();
    expect(screen.queryByRole('img', { name: DASHBOARD_CHART_TEXTS.scoreChart })).toBeNull();
    expect(screen.getAllByText(DASHBOARD_CHART_TEXTS.noAnswersYet)).toHaveLength(3);
  });

  it('When people answered, then each chart is an image named for what it shows, the right answer marked, with the numbers', async () => {
    const body = dashboard({
      questions: [answered],
      scoreDistribution: bands([1, 0, 1, 0, 0, 1]),
      attemptsPerHour: [{ hourStart: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString(), count: 3 }],
    });
    restore = installFetchMock([{ path: PATH, reply: { body } }]).restore;
    renderAt(`/dashboard/${TOKEN}`);
    const answers = await screen.findByRole('img', { name: DASHBOARD_CHART_TEXTS.answersChart('Colour?') });
    expect(answers.querySelectorAll('.ql-chart__datum--highlight')).toHaveLength(1);
    expect(screen.getByRole('cell', { name: '2' }).closest('tr')!.textContent).toBe('Blue2');
    expect(screen.getByText(`Red (${DASHBOARD_CHART_TEXTS.rightAnswer})`, { selector: 'th' })).toBeTruthy();
    expect(screen.getByText(DASHBOARD_CHART_TEXTS.answeredOfSeen(3, 3))).toBeTruthy();
    expect(screen.getByRole('img', { name: DASHBOARD_CHART_TEXTS.scoreChart })).toBeTruthy();
    expect(screen.getByRole('img', { name: DASHBOARD_CHART_TEXTS.attemptsChart('hour') })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /^QR code of the quiz link for / })).toBeTruthy();
  });

  it('When a second person answers, then the live update moves the charts', async () => {
    const events = installFakeEventSource();
    let body = dashboard({ questions: [answered], scoreDistribution: bands([1, 0, 1, 0, 0, 1]) });
    const mock = installFetchMock([{ path: PATH, reply: () => ({ body }) }]);
    restore = () => {
      mock.restore();
      events.restore();
    };
    renderAt(`/dashboard/${TOKEN}`);
    const chart = await screen.findByRole('img', { name: DASHBOARD_CHART_TEXTS.scoreChart });
    expect([...chart.querySelectorAll('.ql-chart__value')].map((t) => t.textContent)).toEqual(['1', '1', '1']);
    const source = events.instances[0]!;
    act(() => source.emit('ready'));
    expect(await screen.findByText('Updating live')).toBeTruthy();
    body = dashboard({ questions: [answered], scoreDistribution: bands([1, 0, 1, 0, 0, 2]) });
    await act(async () => source.emit('attempt-submitted', { quizId: 42 }));
    await screen.findByText('2', { selector: '.ql-chart__value' });
  });

  it('When the dashboard link is cut short or malformed, then Dashboard Not Found shows without asking the server', async () => {
    const mock = installFetchMock([]);
    restore = mock.restore;
    for (const path of ['/dashboard', '/dashboard/', '/dashboard/short', `/dashboard/${TOKEN}/extra`]) {
      const view = renderAt(path);
      expect(await screen.findByRole('heading', { name: QUIZ_MESSAGES.dashboardNotFoundTitle })).toBeTruthy();
      view.unmount();
    }
    expect(mock.calls).toHaveLength(0);
  });
});
