import { render, screen } from '@testing-library/react';
import { PAGE_PATHS, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { FaqPage, preloadPageAt } from './lazy-pages.tsx';

describe('the shell pages fetched ahead', () => {
  test('When a nav link to a shell page is pointed at, then that page\'s code is fetched; home, remotes\' paths and unknown paths fetch nothing', () => {
    const preload = jest.spyOn(FaqPage, 'preload');
    try {
      preloadPageAt(PAGE_PATHS.faq);
      for (const path of [PAGE_PATHS.home, PAGE_PATHS.create, '/constructor', '/__proto__', '/nowhere']) preloadPageAt(path);
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      preload.mockRestore();
    }
  });

  test('When a page\'s code was fetched ahead, then opening it shows the page at once, without the loading spinner', async () => {
    await FaqPage.preload();
    render(<FaqPage />);
    expect(screen.getByRole('tabpanel', { name: SHELL_MESSAGES.faqTab })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
