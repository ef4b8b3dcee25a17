import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ATTEMPT_MESSAGES } from '@quizlink/contracts/attempt';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { errorBody, installFetchMock, type MockReply, type MockRoute } from '@quizlink/remote-runtime/testing';
import { attemptSecretOf } from '../../api/attempt-secrets.ts';
import { choiceQuestion, publicQuiz } from '../../testing/fixtures.ts';
import { collectToasts, renderAt, signIn } from '../../testing/render-at.tsx';
import { RETRY_TEXTS } from './QuizRunner.tsx';

const ATTEMPT = '0b4f2b8e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';
const SECRET = 'secret-of-the-attempt-0123456789abcdef';
const START = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const questions = [choiceQuestion(101, 'Where was I born?', ['Lima', 'Oslo', 'Rome'])];
const stored: MockReply = { status: 201, body: { id: ATTEMPT, attemptSecret: SECRET } };
const gatewayTimeout: MockReply = { status: 504, body: errorBody(HTTP_ERRORS.gatewayUpstreamTimeout.code, 'timed out') };
const offline = (): MockReply => {
  throw new TypeError('Failed to fetch');
};

/** The quiz (untimed, code AB12CD) and a submission route answering `replies` in turn (the last repeats). */
function quizWithSubmissions(...replies: Array<MockReply | (() => MockReply | Promise<MockReply>)>) {
  let sent = 0;
  const routes: MockRoute[] = [
    { method: 'POST', path: '/api/quiz-attempts/starts', reply: { status: 201, body: { id: START, quizId: 42, startedAt: new Date().toISOString(), deadline: null, serverTime: new Date().toISOString(), questions } } },
    { path: '/api/quizzes/code/AB12CD', reply: { body: publicQuiz() } },
    { path: '/api/quizzes/42/questions', reply: { body: questions } },
    {
      method: 'POST',
      path: '/api/quiz-attempts',
      reply: () => {
        sent += 1;
        const reply = replies[Math.min(sent, replies.length) - 1]!;
        return typeof reply === 'function' ? reply() : reply;
      },
    },
  ];
  const mock = installFetchMock(routes);
  const posts = () => mock.calls.filter((c) => c.method === 'POST' && c.path === '/api/quiz-attempts');
  return { mock, posts };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

let restore: () => void = () => undefined;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn(9, 'Bo');
});
afterEach(() => {
  restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

async function answerAndSubmit(): Promise<void> {
  fireEvent.click(await screen.findByLabelText('B) Oslo'));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('the submission is retried until the server has it', () => {
  it('When the gateway answers 504 and then the network fails, then the page says it is retrying, sends again after 1 s and 2 s with the same key, and opens the results', async () => {
    jest.useFakeTimers();
    const { mock, posts } = quizWithSubmissions(gatewayTimeout, offline, stored);
    restore = mock.restore;
    renderAt('/quiz/code/AB12CD');
    await answerAndSubmit();
    await advance(0);
    expect(posts()).toHaveLength(1);

    await advance(1000);
    expect(posts()).toHaveLength(2);
    const busy = screen.getByRole('button', { name: RETRY_TEXTS.button }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(screen.getByText(RETRY_TEXTS.title)).toBeTruthy();
    fireEvent.click(busy);

    await advance(1999);
    expect(posts()).toHaveLength(2);
    await advance(1);
    await waitFor(() => expect(window.location.pathname).toBe(`/results/42/${ATTEMPT}`));
    expect(posts()).toHaveLength(3);
    expect(new Set(posts().map((p) => p.headers['idempotency-key'])).size).toBe(1);
    expect(posts()[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptSecretOf(ATTEMPT)).toBe(SECRET);
  });

  it('When the page is reloaded while the submission is under way, then the reopened page sends it again with the same key and opens the results', async () => {
    const { mock, posts } = quizWithSubmissions(() => new Promise<MockReply>(() => undefined), stored);
    restore = mock.restore;
    const first = renderAt('/quiz/code/AB12CD');
    await answerAndSubmit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    first.unmount();

    renderAt('/quiz/code/AB12CD');
    await waitFor(() => expect(window.location.pathname).toBe(`/results/42/${ATTEMPT}`));
    expect(posts()).toHaveLength(2);
    expect(posts()[1]!.headers['idempotency-key']).toBe(posts()[0]!.headers['idempotency-key']);
    expect(posts()[1]!.body).toEqual(posts()[0]!.body);
    expect(attemptSecretOf(ATTEMPT)).toBe(SECRET);
  });

  it('When the server refuses the answers (a 4xx), then it is not retried, the taker is told, and the next submission takes a new key', async () => {
    const toasts = collectToasts();
    const { mock, posts } = quizWithSubmissions({ status: 400, body: errorBody(HTTP_ERRORS.requestInvalid.code, 'bad') }, stored);
    restore = mock.restore;
    renderAt('/quiz/code/AB12CD');
    await answerAndSubmit();
    await waitFor(() => expect(toasts.toasts.at(-1)?.description).toBe(ATTEMPT_MESSAGES.submitAttemptFailed));
    expect(posts()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/results/42/${ATTEMPT}`));
    expect(posts()).toHaveLength(2);
    expect(posts()[1]!.headers['idempotency-key']).not.toBe(posts()[0]!.headers['idempotency-key']);
    toasts.stop();
  });
});
