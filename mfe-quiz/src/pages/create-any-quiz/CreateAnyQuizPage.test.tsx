import { fireEvent, screen, within } from '@testing-library/react';
import { CREATE_ANY_QUIZ, QUIZ_EXPERIENCE_MESSAGES } from '@quizlink/contracts/quiz';
import { renderAt, signIn } from '../../testing/render-at.tsx';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const pitch = () => screen.getByRole('region', { name: CREATE_ANY_QUIZ.stepsHeading });

describe('CreateAnyQuizPage', () => {
  it('When a visitor without a name arrives, then the pitch shows its 4 steps and the way in leads home', () => {
    renderAt('/create-any-quiz');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(CREATE_ANY_QUIZ.heading);
    const steps = within(pitch()).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual(CREATE_ANY_QUIZ.steps.map((step) => step.title));
    fireEvent.click(screen.getByRole('button', { name: CREATE_ANY_QUIZ.startAction }));
    expect(window.location.pathname).toBe('/');
  });

  it('When the visitor has typed a name, then the editor is there, wrapped by the pitch', () => {
    signIn(7, 'Cleo');
    renderAt('/create-any-quiz');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(QUIZ_EXPERIENCE_MESSAGES.createTitle);
    expect(screen.getByText('Creating as Cleo')).toBeTruthy();
    expect(within(pitch()).getAllByRole('listitem')).toHaveLength(4);
    expect(window.location.pathname).toBe('/create-any-quiz');
  });
});
