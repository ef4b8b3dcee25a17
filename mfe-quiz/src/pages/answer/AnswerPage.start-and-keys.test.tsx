import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorBody, installFetchMock, type MockRoute } from '@quizlink/remote-runtime/testing';
import { choiceQuestion, openQuestion, publicQuiz } from '../../testing/fixtures.ts';
import { renderAt, signIn } from '../../testing/render-at.tsx';
import { ANSWER_TEXTS } from './answer-texts.ts';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';

const questions = [choiceQuestion(101, 'First?', ['Lima', 'Oslo', 'Rome']), choiceQuestion(102, 'Second?', ['Red', 'Blue']), openQuestion(103, 'Third?')];
const START_PATH = '/api/quiz-attempts/starts';
const routes = (quiz = publicQuiz()): MockRoute[] => [
  {
    method: 'POST',
    path: START_PATH,
    reply: {
      status: 201,
      body: {
        id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        quizId: 42,
        startedAt: new Date().toISOString(),
        deadline: quiz.timeLimit ? new Date(Date.now() + quiz.timeLimit * 1000).toISOString() : null,
        serverTime: new Date().toISOString(),
        questions,
      },
    },
  },
  { path: '/api/quizzes/code/AB12CD', reply: { body: quiz } },
  { path: '/api/quizzes/42/questions', reply: { body: questions } },
];

let restore: () => void = () => undefined;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
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
const key = (k: string) => fireEvent.keyDown(document.body, { key: k });

describe('the start card of a timed quiz', () => {
  it('When a timed quiz opens, then it shows "3 questions · 1 minute" and Start, and neither the questions nor the server start come before Start', async () => {
    signIn(9, 'Bo');
    const mock = use(routes(publicQuiz({ timeLimit: 60, questionCount: 3 })));
    renderAt('/quiz/code/AB12CD');
    // The first render of the file loads the whole remote: give a busy machine time.
    const start = await screen.findByRole('button', { name: ANSWER_TEXTS.startButton }, { timeout: 5000 });
    expect(screen.getByText('3 questions · 1 minute')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'First?' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(mock.calls.some((c) => c.path === START_PATH)).toBe(false);

    fireEvent.click(start);
    expect(await screen.findByRole('heading', { name: 'First?' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain('01:00');
    expect(mock.calls.filter((c) => c.path === START_PATH)).toHaveLength(1);
  });

  it('When the taker reloads after Start, then the quiz goes on without the card', async () => {
    signIn(9, 'Bo');
    use(routes(publicQuiz({ timeLimit: 60 })));
    const first = renderAt('/quiz/code/AB12CD');
    fireEvent.click(await screen.findByRole('button', { name: ANSWER_TEXTS.startButton }));
    await screen.findByRole('heading', { name: 'First?' });
    first.unmount();
    renderAt('/quiz/code/AB12CD');
    expect(await screen.findByRole('heading', { name: 'First?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ANSWER_TEXTS.startButton })).toBeNull();
  });

  it('When the quiz is untimed, then there is no start card', async () => {
    signIn(9, 'Bo');
    use(routes(publicQuiz({ timeLimit: null })));
    renderAt('/quiz/code/AB12CD');
    expect(await screen.findByRole('heading', { name: 'First?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ANSWER_TEXTS.startButton })).toBeNull();
  });

  it('When the start fails on the server, then the load error shows (the card is not a way round it)', async () => {
    signIn(9, 'Bo');
    use([{ method: 'POST', path: START_PATH, reply: { status: 503, body: errorBody(HTTP_ERRORS.serviceDependencyUnavailable.code, 'down') } }, ...routes(publicQuiz({ timeLimit: 60 })).slice(1)]);
    renderAt('/quiz/code/AB12CD');
    fireEvent.click(await screen.findByRole('button', { name: ANSWER_TEXTS.startButton }));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('answering by keyboard', () => {
  it('When the taker presses 1–8 and Enter, then the option is picked, the next question comes and its heading has focus at the top', async () => {
    signIn(9, 'Bo');
    use(routes(publicQuiz({ timeLimit: null })));
    renderAt('/quiz/code/AB12CD');
    await screen.findByRole('heading', { name: 'First?' });
    expect(screen.getByRole('group', { name: 'First?' })).toBeTruthy();
    key('2');
    expect((screen.getByRole('radio', { name: 'B) Oslo' }) as HTMLInputElement).checked).toBe(true);
    key('9');
    key('4');
    expect((screen.getByRole('radio', { name: 'B) Oslo' }) as HTMLInputElement).checked).toBe(true);
    key('Enter');
    const second = await screen.findByRole('heading', { name: 'Second?' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    key('1');
    expect((screen.getByRole('radio', { name: 'A) Red' }) as HTMLInputElement).checked).toBe(true);
    key('Enter');
    expect(await screen.findByRole('heading', { name: 'Third?' })).toBeTruthy();
  });

  it('When the taker types digits or Enter in an open answer, then they are text, not shortcuts', async () => {
    signIn(9, 'Bo');
    use(routes(publicQuiz({ timeLimit: null })));
    renderAt('/quiz/code/AB12CD');
    await screen.findByRole('heading', { name: 'First?' });
    key('1');
    key('Enter');
    key('1');
    key('Enter');
    const box = await screen.findByLabelText('Your answer');
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: '1' });
    expect(screen.getByRole('heading', { name: 'Third?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('When no answer is picked, then Enter keeps the question and asks for one', async () => {
    signIn(9, 'Bo');
    use(routes(publicQuiz({ timeLimit: null })));
    renderAt('/quiz/code/AB12CD');
    await screen.findByRole('heading', { name: 'First?' });
    key('Enter');
    expect(screen.getByRole('heading', { name: 'First?' })).toBeTruthy();
  });
});
