import { fireEvent, render, screen } from '@testing-library/react';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { POLISH_MESSAGES, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx';
import { QuizUnavailable } from './QuizUnavailable.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('dead ends explain themselves', () => {
  it('When a quiz is not found (deleted or mistyped), then the screen says so and offers Back to Home and Find a Quiz', () => {
    render(<QuizUnavailable title={QUIZ_MESSAGES.quizNotFound} />);
    expect(screen.getByRole('heading', { name: QUIZ_MESSAGES.quizNotFound })).toBeTruthy();
    expect(screen.getByText(POLISH_MESSAGES.quizNotFoundExplanation)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: POLISH_MESSAGES.findQuiz }));
    expect(window.location.pathname).toBe('/find-quiz');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(window.location.pathname).toBe('/');
  });

  it('When a quiz expired, then the line under the spec text says why', () => {
    render(<QuizUnavailable title={QUIZ_MESSAGES.quizExpiredTitle}>{<p>expired text</p>}</QuizUnavailable>);
    expect(screen.getByText(POLISH_MESSAGES.quizExpiredExplanation)).toBeTruthy();
  });

  it('When a path under the quiz screens is unknown, then Page Not Found explains and offers Return Home and Find a Quiz', () => {
    window.history.replaceState(null, '', '/quiz/code/x/y');
    render(<NotFoundPage />);
    expect(screen.getByText(LAYOUT_MESSAGES.notFoundBody)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: POLISH_MESSAGES.findQuiz }));
    expect(window.location.pathname).toBe('/find-quiz');
    fireEvent.click(screen.getByRole('button', { name: LAYOUT_MESSAGES.returnHome }));
    expect(window.location.pathname).toBe('/');
  });
});
