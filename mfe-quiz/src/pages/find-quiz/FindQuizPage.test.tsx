import { fireEvent, screen } from '@testing-library/react';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { setAnalyticsProvider } from '@quizlink/platform';
import { installFetchMock } from '@quizlink/remote-runtime/testing';
import { choiceQuestion, publicQuiz } from '../../testing/fixtures.ts';
import { collectToasts, renderAt, signIn } from '../../testing/render-at.tsx';

afterEach(() => window.sessionStorage.clear());

describe('FindQuizPage', () => {
  it('When nothing is typed, then the Link is required toast explains what to enter', () => {
    const toasts = collectToasts();
    renderAt('/find-quiz');
    fireEvent.click(screen.getByRole('button', { name: 'Find Quiz' }));
    expect(toasts.toasts.at(-1)).toMatchObject({ title: QUIZ_MESSAGES.linkRequiredTitle, description: QUIZ_MESSAGES.linkRequiredBody, variant: 'destructive' });
    expect(window.location.pathname).toBe('/find-quiz');
    toasts.stop();
  });

  it('When a 6-character code is typed, then the code route opens', () => {
    renderAt('/find-quiz');
    fireEvent.change(screen.getByLabelText('Quiz link or code'), { target: { value: 'AB12CD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Quiz' }));
    expect(window.sessionStorage.getItem('pendingQuizCode')).toBe('AB12CD');
  });

  it('When the code is typed in lowercase, then it finds the quiz by its capital code', () => {
    renderAt('/find-quiz');
    fireEvent.change(screen.getByLabelText('Quiz link or code'), { target: { value: 'kzgzms' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Quiz' }));
    expect(window.sessionStorage.getItem('pendingQuizCode')).toBe('KZGZMS');
  });

  it('When /quiz/code/ is opened with a lowercase code, then the quiz is asked for by its capital code', async () => {
    signIn(9, 'Bo');
    const mock = installFetchMock([{ path: '/api/quizzes/code/KZGZMS', reply: { body: publicQuiz({ timeLimit: null }) } }, { path: '/api/quizzes/42/questions', reply: { body: [choiceQuestion(1, 'Hi?', ['A', 'B'])] } }, { method: 'POST', path: '/api/quiz-attempts/starts', reply: { status: 201, body: { id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', quizId: 42, startedAt: new Date().toISOString(), deadline: null, serverTime: new Date().toISOString(), questions: [] } } }]);
    try {
      renderAt('/quiz/code/kzgzms');
      expect(await screen.findByRole('heading', { name: 'Hi?' })).toBeTruthy();
      expect(mock.calls.some((c) => c.path === '/api/quizzes/code/KZGZMS')).toBe(true);
    } finally {
      mock.restore();
      window.localStorage.clear();
    }
  });
});

describe('quiz_answer_started', () => {
  it('When a taker starts a quiz found with Find a Quiz, then the event is labelled find_quiz; by a link, direct_link', async () => {
    const events: Array<[string, Record<string, string>]> = [];
    setAnalyticsProvider({ event: (name, params) => void events.push([name, params]), pageView: () => undefined });
    const mock = installFetchMock([
      { method: 'POST', path: '/api/quiz-attempts/starts', reply: { status: 201, body: { id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', quizId: 42, startedAt: '', deadline: null, serverTime: new Date().toISOString(), questions: [] } } },
      { path: '/api/quizzes/code/AB12CD', reply: { body: publicQuiz() } },
      { path: '/api/quizzes/42/questions', reply: { body: [choiceQuestion(1, 'Q?', ['a', 'b'])] } },
    ]);
    try {
      signIn();
      const first = renderAt('/find-quiz');
      fireEvent.change(screen.getByLabelText('Quiz link or code'), { target: { value: 'AB12CD' } });
      fireEvent.click(screen.getByRole('button', { name: 'Find Quiz' }));
      await screen.findByRole('heading', { name: 'Q?' });
      first.unmount();
      renderAt('/quiz/code/AB12CD');
      await screen.findByRole('heading', { name: 'Q?' });
      expect(events).toEqual([
        ['quiz_answer_started', { label: 'find_quiz' }],
        ['quiz_answer_started', { label: 'direct_link' }],
      ]);
    } finally {
      mock.restore();
      setAnalyticsProvider(null);
      window.localStorage.clear();
    }
  });
});
