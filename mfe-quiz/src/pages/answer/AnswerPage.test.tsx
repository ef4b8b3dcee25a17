import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ATTEMPT_MESSAGES } from '@quizlink/contracts/attempt';
import { QUIZ_ERRORS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock, type FetchCall, type MockRoute } from '@quizlink/remote-runtime/testing';
import { choiceQuestion, openQuestion, publicQuiz } from '../../testing/fixtures.ts';
import { collectToasts, renderAt, signIn } from '../../testing/render-at.tsx';
import { ANSWER_TEXTS } from './answer-texts.ts';

const ATTEMPT = '0b4f2b8e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';
const questions = [choiceQuestion(101, 'Where was I born?', ['Lima', 'Oslo', 'Rome']), openQuestion(102, 'Describe me in a word')];

const START = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const startReply = (deadline: string | null = null) => ({
  method: 'POST',
  path: '/api/quiz-attempts/starts',
  reply: { status: 201, body: { id: START, quizId: 42, startedAt: new Date().toISOString(), deadline, serverTime: new Date().toISOString(), questions } },
});

const quizRoutes = (extra: MockRoute[] = []): MockRoute[] => [
  startReply(),
  { path: '/api/quizzes/code/AB12CD', reply: { body: publicQuiz() } },
  { path: '/api/quizzes/slug/ana-x1y23456', reply: { body: publicQuiz() } },
  { path: '/api/quizzes/42/questions', reply: { body: questions } },
  ...extra,
];

let restore: () => void = () => undefined;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom has no scrolling: each question's scroll to the top is a no-op here.
  window.scrollTo = jest.fn();
});
afterEach(() => {
  restore();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const use = (routes: MockRoute[]) => {
  const mock = installFetchMock(routes);
  restore = mock.restore;
  return mock;
};

describe('AnswerPage', () => {
  it('When nobody is named in the session, then the code is remembered and the taker goes home', () => {
    const mock = use(quizRoutes());
    renderAt('/quiz/code/AB12CD');
    expect(window.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem('pendingQuizCode')).toBe('AB12CD');
    expect(mock.calls).toHaveLength(0);
  });

  it('When nobody is named and the link has a slug, then the slug is remembered', () => {
    use(quizRoutes());
    renderAt('/quiz/ana-x1y23456');
    expect(window.sessionStorage.getItem('pendingQuizSlug')).toBe('ana-x1y23456');
  });

  it("When the server does not know the session's user id, then it is forgotten, the quiz remembered, and the taker asked for a name again", async () => {
    signIn(404_404, 'Ghost');
    use([
      { method: 'POST', path: '/api/quiz-attempts/starts', reply: { status: 404, body: errorBody(QUIZ_ERRORS.userNotFound.code, QUIZ_ERRORS.userNotFound.message) } },
      { path: '/api/quizzes/code/AB12CD', reply: { body: publicQuiz({ timeLimit: 60 }) } },
    ]);
    renderAt('/quiz/code/AB12CD');
    fireEvent.click(await screen.findByRole('button', { name: ANSWER_TEXTS.startButton }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.sessionStorage.getItem('userId')).toBeNull();
    expect(window.sessionStorage.getItem('pendingQuizCode')).toBe('AB12CD');
  });

  it('When the quiz is still loading, then the taker can already go home or find another quiz', async () => {
    signIn();
    use(quizRoutes());
    renderAt('/quiz/code/AB12CD');
    expect(screen.getByRole('status').textContent).toBe('Loading quiz...');
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find a Quiz' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Where was I born?' });
  });

  it('When the code is unknown, then Quiz Not Found offers home and find-a-quiz', async () => {
    signIn();
    use([{ path: '/api/quizzes/code/ZZZZZZ', reply: { status: 404, body: errorBody(QUIZ_ERRORS.quizNotFound.code, QUIZ_MESSAGES.quizNotFound) } }]);
    renderAt('/quiz/code/ZZZZZZ');
    expect(await screen.findByRole('heading', { name: QUIZ_MESSAGES.quizNotFound })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find a Quiz' }));
    expect(window.location.pathname).toBe('/find-quiz');
  });

  it('When the quiz has expired, then the expiry text shows', async () => {
    signIn();
    const text = 'This quiz has expired after the 7-day limit and is no longer accessible.';
    use([{ path: '/api/quizzes/slug/old-quiz', reply: { status: 410, body: errorBody(QUIZ_ERRORS.quizExpired.code, text) } }]);
    renderAt('/quiz/old-quiz');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeTruthy();
  });

  it('When the taker goes through the quiz, then one question shows at a time and answers are required', async () => {
    signIn();
    const toasts = collectToasts();
    use(quizRoutes());
    renderAt('/quiz/code/AB12CD');
    expect(await screen.findByRole('heading', { name: 'Where was I born?' })).toBeTruthy();
    expect(screen.queryByText('Describe me in a word')).toBeNull();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(toasts.toasts.at(-1)?.title).toBe(ATTEMPT_MESSAGES.selectAnswer);
    fireEvent.click(screen.getByLabelText('B) Oslo'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Describe me in a word' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(toasts.toasts.at(-1)?.title).toBe(ATTEMPT_MESSAGES.provideAnswer);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Kind' } });
    expect(screen.getByText('4/2000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('B) Oslo') as HTMLInputElement).checked).toBe(true);
    toasts.stop();
  });

  it('When the attempt is submitted, then it carries no score, has an Idempotency-Key and opens the results', async () => {
    signIn(9, 'Bo');
    const mock = use(quizRoutes([{ method: 'POST', path: '/api/quiz-attempts', reply: { status: 201, body: { id: ATTEMPT } } }]));
    renderAt('/quiz/ana-x1y23456');
    fireEvent.click(await screen.findByLabelText('A) Lima'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Kind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(window.location.pathname).toBe(`/results/42/${ATTEMPT}`));
    const post = mock.calls.find((c) => c.method === 'POST' && c.path === '/api/quiz-attempts') as FetchCall;
    expect(post.body).toEqual({
      quizId: 42,
      userAnswerId: 9,
      userName: 'Bo',
      answers: [{ questionId: 101, userAnswer: 'Lima' }],
      openEndedAnswers: [{ questionId: 102, userAnswer: 'Kind', questionIndex: 1 }],
      startId: START,
    });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('When the time limit runs out with auto-submit, then the quiz is submitted with unanswered questions empty', async () => {
    jest.useFakeTimers();
    try {
      signIn(9, 'Bo');
      const toasts = collectToasts();
      const mock = use([
        startReply(new Date(Date.now() + 60_000).toISOString()),
        { path: '/api/quizzes/code/AB12CD', reply: { body: publicQuiz({ timeLimit: 60, autoSubmit: true }) } },
        { path: '/api/quizzes/42/questions', reply: { body: questions } },
        { method: 'POST', path: '/api/quiz-attempts', reply: { status: 201, body: { id: ATTEMPT } } },
      ]);
      renderAt('/quiz/code/AB12CD');
      fireEvent.click(await screen.findByRole('button', { name: ANSWER_TEXTS.startButton }));
      fireEvent.click(await screen.findByLabelText('A) Lima'));
      expect(screen.getByRole('timer').textContent).toContain('01:00');

      await act(async () => jest.advanceTimersByTime(31_000));
      expect(toasts.toasts.map((t) => t.title)).toContain('Time Warning');
      await act(async () => jest.advanceTimersByTime(20_000));
      expect(toasts.toasts.map((t) => t.title)).toContain('Final Warning');
      await act(async () => jest.advanceTimersByTime(10_000));
      await waitFor(() => expect(window.location.pathname).toBe(`/results/42/${ATTEMPT}`));

      const post = mock.calls.find((c) => c.method === 'POST' && c.path === '/api/quiz-attempts') as FetchCall;
      expect(post.body).toMatchObject({
        answers: [{ questionId: 101, userAnswer: 'Lima' }],
        openEndedAnswers: [{ questionId: 102, userAnswer: '', questionIndex: 1 }],
      });
      expect(toasts.toasts.map((t) => t.title)).toContain("Time's Up!");
      // A timed quiz's questions came with its start: the public questions read was never asked.
      expect(mock.calls.some((c) => c.path === '/api/quizzes/42/questions')).toBe(false);
      toasts.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
