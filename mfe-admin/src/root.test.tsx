import { fireEvent, render, screen } from '@testing-library/react';
import { LAYOUT_MESSAGES, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { Root } from './root.tsx';

describe('mfe_admin router', () => {
  test.each([
    ['/admin', 'Admin Panel'],
    ['/blog-management', 'Blog Management'],
    ['/admin/shortlinks', 'Admin Shortlinks'],
  ])('When %s is open, then the page title is %s', (path, title) => {
    window.history.replaceState(null, '', path);
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  test('When an unknown path under its prefix is open, then Page Not Found shows with Return Home', () => {
    window.history.replaceState(null, '', '/admin/unknown-page');
    render(<Root />);

    expect(screen.getByRole('heading', { level: 1, name: PLATFORM_MESSAGES.pageNotFound })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: LAYOUT_MESSAGES.returnHome }));
    expect(window.location.pathname).toBe('/');
  });
});
