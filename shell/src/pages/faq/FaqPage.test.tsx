import { fireEvent, render, screen, within } from '@testing-library/react';
import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { LIMITS } from '@quizlink/contracts/quiz';
import { FAQ_ITEMS } from './faq-content.ts';
import FaqPage from './FaqPage.tsx';

describe('FaqPage', () => {
  test('When opened, then the FAQ tab shows the ten questions', () => {
    render(<FaqPage />);

    const panel = screen.getByRole('tabpanel', { name: SHELL_MESSAGES.faqTab });
    expect(panel.querySelectorAll('details')).toHaveLength(10);
    expect(document.title).toBe(`${SHELL_MESSAGES.faqTitle} | QuizLink`);
  });

  test('When How It Works is chosen, then its panel shows the two ways to make a quiz', () => {
    render(<FaqPage />);

    fireEvent.click(screen.getByRole('tab', { name: SHELL_MESSAGES.howItWorksTab }));

    const panel = screen.getByRole('tabpanel', { name: SHELL_MESSAGES.howItWorksTab });
    expect(within(panel).getAllByRole('list').map((list) => within(list).getAllByRole('listitem').length)).toEqual([3, 3]);
  });

  test('When the answers are read, then they state the product limits: 2–8 options, 7 days, the timer ranges', () => {
    const text = FAQ_ITEMS.map((item) => item.answer).join('\n');

    expect(text).toContain(`between ${LIMITS.minOptions} and ${LIMITS.maxOptions} options`);
    expect(text).toContain(`${LIMITS.defaultQuizLifetimeDays} days from the moment you publish it`);
    expect(text).toContain('1 to 180 minutes');
    expect(text).toContain('1 minute to 4 hours');
    expect(text).toContain(`At least ${LIMITS.minQuestionsToPublish}`);
  });
});
