import { fireEvent, render, screen, within } from '@testing-library/react';
import { LAYOUT_MESSAGES, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { App } from '../App.tsx';
import { stubScroll } from '../testing/browser-doubles.ts';

jest.mock('./page-reload.ts', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));
jest.mock('../pages/home/HomePage.tsx', () => ({
  HomePage: () => {
    throw new Error('render failure');
  },
}));
const reload = jest.requireMock<{ reloadPage: jest.Mock; loadPage: jest.Mock }>('./page-reload.ts');

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  stubScroll();
  // React reports the caught error on the console; the test asserts the screen instead.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('Error screen', () => {
  test('When a page crashes, then the spec texts show inside the layout, which keeps working', () => {
    render(<App />);

    const screenEl = screen.getByRole('alert');
    expect(within(screenEl).getByRole('heading', { name: PLATFORM_MESSAGES.errorScreenTitle })).toBeTruthy();
    expect(within(screenEl).getByText(PLATFORM_MESSAGES.errorScreenBody)).toBeTruthy();
    expect(within(screenEl).getByText(LAYOUT_MESSAGES.contactSupport)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: LAYOUT_MESSAGES.mainNavigation })).toBeTruthy();
  });

  test('When Try Again is pressed, then the page reloads; Go Home loads /', () => {
    render(<App />);

    fireEvent.click(screen.getByRole('button', { name: LAYOUT_MESSAGES.tryAgain }));
    fireEvent.click(screen.getByRole('button', { name: LAYOUT_MESSAGES.goHome }));

    expect(reload.reloadPage).toHaveBeenCalledTimes(1);
    expect(reload.loadPage).toHaveBeenCalledWith('/');
  });
});
