import { act, screen } from '@testing-library/react';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { QUIZ_ERRORS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock, type MockReply } from '@quizlink/remote-runtime/testing';
import { choiceQuestion, publicQuiz } from '../../testing/fixtures.ts';
import { renderAt, signIn } from '../../testing/render-at.tsx';

const QUIZ_PATH = '/api/quizzes/code/AB12CD';
const questions = [choiceQuestion(101, 'Where was I born?', ['Lima', 'Oslo', 'Rome'])];
const unavailable: MockReply = { status: 503, body: errorBody(HTTP_ERRORS.gatewayUpstreamUnavailable.code, 'down') };
const offline = (): MockReply => {
  throw new TypeError('Failed to fetch');
};

/** The quiz lookup answers with `replies` in turn (the last one repeats); records when each call came. */
function quizAnswers(...replies: Array<MockReply | (() => MockReply)>) {
  const calledAt: number[] = [];
  const mock = installFetchMock([
    { method: 'POST', path: '/api/quiz-attempts/starts', reply: { status: 201, body: { id: 'start-1', quizId: 42, startedAt: new Date().toISOString(), deadline: null, serverTime: new Date().toISOString(), questions } } },
    {
      path: QUIZ_PATH,
      reply: () => {
        calledAt.push(Date.now());
        const reply = replies[Math.min(calledAt.length, replies.length) - 1]!;
        return typeof reply === 'function' ? reply() : reply;
      },
    },
    { path: '/api/quizzes/42/questions', reply: { body: questions } },
  ]);
  return { mock, calledAt, lookups: () => mock.calls.filter((c) => c.path === QUIZ_PATH).length };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const loading = () => screen.queryByRole('status')?.textContent === 'Loading quiz...';

let restore: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn();
});
afterEach(() => {
  restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the answer screen retries the quiz lookup', () => {
  it('When the network fails and then the gateway answers 503, then the screen stays loading and the retries after 1 s and 2 s open the quiz', async () => {
    const { mock, lookups } = quizAnswers(offline, unavailable, { body: publicQuiz() });
    restore = mock.restore;
    renderAt('/quiz/code/AB12CD');
    await advance(0);
    expect(lookups()).toBe(1);
    expect(loading()).toBe(true);
    await advance(1000);
    expect(lookups()).toBe(2);
    expect(loading()).toBe(true);
    expect(screen.queryByRole('heading', { name: QUIZ_MESSAGES.errorLoadingQuizTitle })).toBeNull();
    await advance(2000);
    expect(lookups()).toBe(3);
    expect(await screen.findByRole('heading', { name: 'Where was I born?' })).toBeTruthy();
  });

  it.each([
    [404, QUIZ_ERRORS.quizNotFound.code, QUIZ_MESSAGES.quizNotFound, QUIZ_MESSAGES.quizNotFound],
    [410, QUIZ_ERRORS.quizExpired.code, 'This quiz has expired after the 7-day limit and is no longer accessible.', QUIZ_MESSAGES.quizExpiredTitle],
  ])('When the server answers %i, then that answer shows at once and is not retried', async (status, code, message, heading) => {
    const { mock, lookups } = quizAnswers({ status, body: errorBody(code, message) });
    restore = mock.restore;
    renderAt('/quiz/code/AB12CD');
    await advance(0);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    await advance(20_000);
    expect(lookups()).toBe(1);
  });

  it('When every try fails, then it gives up after 3 retries (1 s, 2 s, 4 s apart) with Error Loading Quiz and Try Again', async () => {
    const start = Date.now();
    const { mock, lookups, calledAt } = quizAnswers(unavailable);
    restore = mock.restore;
    renderAt('/quiz/code/AB12CD');
    await advance(6999);
    expect(lookups()).toBe(3);
    expect(loading()).toBe(true);
    await advance(1);
    expect(lookups()).toBe(4);
    expect(calledAt.map((t) => t - start)).toEqual([0, 1000, 3000, 7000]);
    expect(screen.getByRole('heading', { name: QUIZ_MESSAGES.errorLoadingQuizTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    await advance(20_000);
    expect(lookups()).toBe(4);
  });

  it('When the taker leaves while a retry is pending, then no retry is made', async () => {
    const { mock, lookups } = quizAnswers(unavailable);
    restore = mock.restore;
    const view = renderAt('/quiz/code/AB12CD');
    await advance(500);
    expect(lookups()).toBe(1);
    view.unmount();
    await advance(20_000);
    expect(lookups()).toBe(1);
  });
});
