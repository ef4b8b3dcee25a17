import { render, screen } from '@testing-library/react';
import type { PublicQuestion } from '@quizlink/contracts/quiz';
import { QuestionStep } from './QuestionStep.tsx';

const question = (imageUrl: string | null): PublicQuestion =>
  ({ id: 1, quizId: 1, text: 'Which one?', type: 'multiple-choice', order: 0, hint: null, imageUrl, options: ['A', 'B'] });

const renderStep = (imageUrl: string | null) =>
  render(<QuestionStep question={question(imageUrl)} position={1} answer={undefined} disabled={false} onAnswer={() => undefined} />);

describe('QuestionStep image', () => {
  it.each(['/api/uploads/0123456789abcdef0123456789abcdef.png', 'https://images.example.com/cat.gif'])('When the image is %s, then it is shown', (url) => {
    renderStep(url);
    expect(screen.getByRole('img', { name: 'Illustration for question 1' }).getAttribute('src')).toBe(url);
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png'])(
    'When a stored image link is %s (saved before links were checked), then no image is rendered',
    (url) => {
      renderStep(url);
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByRole('radio', { name: 'A) A' })).toBeTruthy();
    },
  );
});
