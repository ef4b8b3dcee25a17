import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ATTEMPT_ERRORS } from '@quizlink/contracts/attempt';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock, type MockRoute } from '@quizlink/remote-runtime/testing';
import { choiceQuestion, openQuestion, publicQuiz } from '../../testing/fixtures.ts';
import { renderAt, signIn } from '../../testing/render-at.tsx';
import { ANSWER_TEXTS } from './answer-texts.ts';

const ATTEMPT = '0b4f2b8e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';
const questions = [choiceQuestion(101, 'First?', ['Lima', 'Oslo']), choiceQuestion(102, 'Second?', ['Red', 'Blue']), openQuestion(103, 'Third?')];
const start = (deadline: string | null) => ({
  method: 'POST',
  path: '/api/quiz-attempts/starts',
  reply: { status: 201, body: { id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', quizId: 42, startedAt: new Date().toISOString(), deadline, serverTime: new Date().toISOString(), questions } },
});
const routes = (quiz = publicQuiz(), extra: MockRoute[] = []): MockRoute[] => [
  start(quiz.timeLimit ? new Date(Date.now() + quiz.timeLimit * 1000).toISOString() : null),
  { path: '/api/quizzes/code/AB12CD', reply: { body: quiz } },
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
const use = (r: MockRoute[]) => {
  const mock = installFetchMock(r);
  restore = mock.restore;
  return mock;
};

describe('progress kept per quiz', () => {
  it('When the page is reloaded mid-quiz, then the taker is back on the same question with the answers given', async () => {
    signIn(9, 'Bo');
    use(routes());
    const first = renderAt('/quiz/code/AB12CD');
    fireEvent.click(await screen.findByLabelText('B) Oslo'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Second?' })).toBeTruthy();
    first.unmount();

    renderAt('/quiz/code/AB12CD');
    expect(await screen.findByRole('heading', { name: 'Second?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('B) Oslo') as HTMLInputElement).checked).toBe(true);
  });

  it('When another taker uses the same browser, then they start from the beginning', async () => {
    signIn(9, 'Bo');
    use(routes());
    const first = renderAt('/quiz/code/AB12CD');
    fireEvent.click(await screen.findByLabelText('A) Lima'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    first.unmount();
    signIn(10, 'Cy');
    renderAt('/quiz/code/AB12CD');
    expect(await screen.findByRole('heading', { name: 'First?' })).toBeTruthy();
    expect((screen.getByLabelText('A) Lima') as HTMLInputElement).checked).toBe(false);
  });

  it('When Back is pressed, then the current answer is dropped and the previous question shows', async () => {
    signIn(9, 'Bo');
    use(routes());
    renderAt('/quiz/code/AB12CD');
    fireEvent.click(await screen.findByLabelText('A) Lima'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByLabelText('B) Blue'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((screen.getByLabelText('B) Blue') as HTMLInputElement).checked).toBe(false);
  });

  it('When the quiz was already submitted from this browser, then reopening it goes to the results, not a second attempt', async () => {
    signIn(9, 'Bo');
    const mock = use(routes(publicQuiz(), [{ method: 'POST', path: '/api/quiz-attempts', reply: { status: 201, body: { id: ATTEMPT } } }]));
    const first = renderAt('/quiz/code/AB12CD');
    fireEvent.click(await screen.findByLabelText('A) Lima'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByLabelText('A) Red'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/results/42/${ATTEMPT}`));
    first.unmount();

    renderAt('/quiz/code/AB12CD');
    await waitFor(() => expect(window.location.pathname).toBe(`/results/42/${ATTEMPT}`));
    expect(mock.calls.filter((c) => c.path === '/api/quiz-attempts')).toHaveLength(1);
  });
});

describe('the server-enforced time limit', () => {
  it('When the server refuses late answers, then the taker sees Time\u2019s Up with its reason and no retry', async () => {
    signIn(9, 'Bo');
    const late = errorBody(ATTEMPT_ERRORS.attemptTimeLimitExceeded.code, 'Too late for this quiz');
    use(routes(publicQuiz({ timeLimit: 600 }), [{ method: 'POST', path: '/api/quiz-attempts', reply: { status: 422, body: late } }]));
    renderAt('/quiz/code/AB12CD');
    fireEvent.click(await screen.findByRole('button', { name: ANSWER_TEXTS.startButton }));
    fireEvent.click(await screen.findByLabelText('A) Lima'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByLabelText('A) Red'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: QUIZ_SCREEN_MESSAGES.timeUpTitle })).toBeTruthy();
    expect(screen.getByText('Too late for this quiz')).toBeTruthy();
  });

  it('When a timed quiz cannot be started on the server, then it shows the load error with Try Again', async () => {
    signIn(9, 'Bo');
    use([
      { method: 'POST', path: '/api/quiz-attempts/starts', reply: { status: 503, body: errorBody(HTTP_ERRORS.serviceDependencyUnavailable.code, 'down') } },
      { path: '/api/quizzes/code/AB12CD', reply: { body: publicQuiz({ timeLimit: 600 }) } },
      { path: '/api/quizzes/42/questions', reply: { body: questions } },
    ]);
    renderAt('/quiz/code/AB12CD');
    fireEvent.click(await screen.findByRole('button', { name: ANSWER_TEXTS.startButton }));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('When time runs low, then the countdown turns yellow at 60 s and red at 30 s', async () => {
    jest.useFakeTimers();
    try {
      signIn(9, 'Bo');
      use(routes(publicQuiz({ timeLimit: 90 })));
      renderAt('/quiz/code/AB12CD');
      fireEvent.click(await screen.findByRole('button', { name: ANSWER_TEXTS.startButton }));
      await screen.findByRole('heading', { name: 'First?' });
      expect(screen.getByRole('timer').getAttribute('data-tone')).toBe('normal');
      await act(async () => jest.advanceTimersByTime(31_000));
      expect(screen.getByRole('timer').getAttribute('data-tone')).toBe('warning');
      await act(async () => jest.advanceTimersByTime(30_000));
      expect(screen.getByRole('timer').getAttribute('data-tone')).toBe('danger');
    } finally {
      jest.useRealTimers();
    }
  });
});
