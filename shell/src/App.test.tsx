import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LAYOUT_MESSAGES, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { POLISH_MESSAGES } from '@quizlink/contracts/quiz';
import { navigate, setAnalyticsProvider } from '@quizlink/platform';
import { App } from './App.tsx';
import { remoteStatus } from './root-config/remote-status.ts';
import { stubScroll } from './testing/browser-doubles.ts';

jest.mock('./errors/page-reload.ts', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));
const { reloadPage, loadPage } = jest.requireMock<{ reloadPage: jest.Mock; loadPage: jest.Mock }>('./errors/page-reload.ts');
// single-spa and the federation runtime are exercised end to end; here only "started once" matters.
jest.mock('./root-config/start-remotes.ts', () => ({ registerAndStartRemotes: jest.fn() }));
const { registerAndStartRemotes } = jest.requireMock<{ registerAndStartRemotes: jest.Mock }>('./root-config/start-remotes.ts');
// The lazily loaded pages are replaced by plain headings: their own tests cover their content.
jest.mock('./routes/lazy-pages.tsx', () => {
  const page = (title: string) => () => <h1>{title}</h1>;
  return {
    preloadPageAt: jest.fn(),
    AboutPage: page('About'),
    FaqPage: page('FAQ page'),
    PrivacyPage: page('Privacy'),
    TermsPage: page('Terms'),
    ContactPage: page('Contact page'),
    BlogIndexPage: page('Blog index'),
    BlogArticlePage: ({ slug }: { slug: string }) => <h1>{`Article ${slug}`}</h1>,
  };
});

let scrollTo: jest.Mock;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  remoteStatus.reset();
  scrollTo = stubScroll();
  reloadPage.mockClear();
});

const go = (path: string) => act(() => navigate(path));
const mainNav = () => within(screen.getByRole('navigation', { name: LAYOUT_MESSAGES.mainNavigation }));

describe('App layout', () => {
  test('When the page loads, then the logo, the tagline and the four nav items show, with Home current', () => {
    render(<App />);

    expect(screen.getByRole('link', { name: LAYOUT_MESSAGES.brand })).toBeTruthy();
    expect(screen.getAllByText(PLATFORM_MESSAGES.tagline).length).toBeGreaterThan(0);
    expect(mainNav().getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Blog', 'Contact', 'FAQ']);
    expect(mainNav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  test('When on /faq or a blog article, then that item is highlighted and Home is not', () => {
    render(<App />);

    go('/faq');
    expect(mainNav().getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe('page');
    expect(mainNav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    go('/blog/quiz-ideas');
    expect(mainNav().getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
  });

  test('When the footer renders, then it links the seven pages of the spec', () => {
    render(<App />);
    const footer = within(screen.getByRole('navigation', { name: LAYOUT_MESSAGES.footerNavigation }));
    expect(footer.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/', '/about', '/faq', '/blog', '/contact', '/privacy', '/terms',
    ]);
  });

  test('When a visitor points at, focuses or touches a nav link, then that page\'s code is fetched ahead of the click', () => {
    const { preloadPageAt } = jest.requireMock<{ preloadPageAt: jest.Mock }>('./routes/lazy-pages.tsx');
    preloadPageAt.mockClear();
    render(<App />);
    const faq = mainNav().getByRole('link', { name: 'FAQ' });
    fireEvent.pointerEnter(faq);
    fireEvent.focus(faq);
    fireEvent.touchStart(mainNav().getByRole('link', { name: 'Contact' }));
    expect(preloadPageAt.mock.calls).toEqual([['/faq'], ['/faq'], ['/contact']]);
  });

  test('When the mobile menu opens, then it lists the mobile labels, focuses the first link and closes on Escape', () => {
    render(<App />);
    const toggle = screen.getByRole('button', { name: LAYOUT_MESSAGES.openMenu });

    fireEvent.click(toggle);
    const menu = within(screen.getByRole('navigation', { name: LAYOUT_MESSAGES.mobileNavigation }));
    expect(menu.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Blog', 'Contact Us', 'FAQ / How It Works']);
    expect(document.activeElement?.textContent).toBe('Home');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: LAYOUT_MESSAGES.mobileNavigation })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  test('When a mobile menu link is chosen, then the page changes and the menu closes', () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: LAYOUT_MESSAGES.openMenu }));

    fireEvent.click(screen.getByRole('link', { name: 'FAQ / How It Works' }));

    expect(window.location.pathname).toBe('/faq');
    expect(screen.queryByRole('navigation', { name: LAYOUT_MESSAGES.mobileNavigation })).toBeNull();
  });
});

describe('App routing', () => {
  test('When a path nobody owns is opened, then Page Not Found shows and Return Home goes to /', () => {
    window.history.replaceState(null, '', '/nope');
    render(<App />);

    expect(screen.getByRole('heading', { level: 1, name: PLATFORM_MESSAGES.pageNotFound })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: LAYOUT_MESSAGES.returnHome }));

    expect(window.location.pathname).toBe('/');
    expect(screen.getByLabelText(/Your Name/)).toBeTruthy();
  });

  test('When a path nobody owns is opened, then Page Not Found explains it and Find a Quiz goes to /find-quiz', () => {
    window.history.replaceState(null, '', '/nope');
    render(<App />);

    expect(screen.getByText(LAYOUT_MESSAGES.notFoundBody)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: POLISH_MESSAGES.findQuiz }));
    expect(window.location.pathname).toBe('/find-quiz');
  });

  test('When a remote owns the path, then the shell renders no page of its own and the remote containers exist', () => {
    window.history.replaceState(null, '', '/admin/shortlinks');
    render(<App />);

    expect(screen.queryByRole('heading', { name: PLATFORM_MESSAGES.pageNotFound })).toBeNull();
    expect(screen.queryByLabelText(/Your Name/)).toBeNull();
    for (const id of ['mfe-quiz', 'mfe-autodraft', 'mfe-admin']) expect(document.getElementById(id)).toBeTruthy();
  });

  test('When the active remote is loading, then a spinner shows; when ready, nothing of the shell shows', () => {
    window.history.replaceState(null, '', '/auto-draft');
    render(<App />);

    act(() => remoteStatus.set('autodraft', 'loading'));
    expect(screen.getByRole('status').textContent).toBe(LAYOUT_MESSAGES.loading);
    act(() => remoteStatus.set('autodraft', 'ready'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('When the active remote failed, then only its area shows the error card; Try Again reloads, Go Home loads /; other routes still work', () => {
    window.history.replaceState(null, '', '/admin');
    render(<App />);

    act(() => remoteStatus.set('admin', 'failed'));
    const card = screen.getByRole('alert');
    expect(within(card).getByRole('heading', { name: LAYOUT_MESSAGES.remoteLoadFailed })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: LAYOUT_MESSAGES.mainNavigation })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: LAYOUT_MESSAGES.tryAgain }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    fireEvent.click(within(card).getByRole('button', { name: LAYOUT_MESSAGES.goHome }));
    expect(loadPage).toHaveBeenCalledWith('/');

    go('/');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/Your Name/)).toBeTruthy();
  });

  test('When a failed remote is not the active one, then its error card stays hidden', () => {
    window.history.replaceState(null, '', '/auto-draft');
    render(<App />);

    act(() => remoteStatus.set('admin', 'failed'));

    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('App route changes', () => {
  test('When the route changes, then a page view is tracked for each path, the first one included', () => {
    const views: string[] = [];
    setAnalyticsProvider({ event: () => undefined, pageView: (path) => views.push(path) });
    render(<App />);

    go('/faq');
    go('/blog/quiz-ideas');

    expect(views).toEqual(['/', '/faq', '/blog/quiz-ideas']);
    setAnalyticsProvider(null);
  });

  test('When the route changes, then focus moves to the new page heading; the first page keeps the browser focus', async () => {
    render(<App />);
    expect(document.activeElement).toBe(document.body);

    go('/about');

    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'About' })));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  test('When a remote owns the path, then its runtime starts once and its default metadata is set (noindex when private)', () => {
    window.history.replaceState(null, '', '/results/1/abc');
    render(<App />);
    go('/dashboard/some-token-of-the-creator');

    expect(registerAndStartRemotes).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Creator Dashboard | QuizLink');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  test('When the gateway rendered share tags for this quiz link, then the first page keeps them', () => {
    document.head.innerHTML = '<title>Ana Created This Quiz For You!</title><meta property="og:title" content="Ana Created This Quiz For You!" data-server-meta="/quiz/ana-ab12c3456">';
    document.title = 'Ana Created This Quiz For You!';
    window.history.replaceState(null, '', '/quiz/ana-ab12c3456');
    render(<App />);

    expect(document.title).toBe('Ana Created This Quiz For You!');
    go('/find-quiz');
    expect(document.title).toBe('Find a Quiz | QuizLink');
    expect(document.head.querySelector('[data-server-meta]')).toBeNull();
  });
});

describe('App scrolling and start-up', () => {
  test('When the route changes (including back/forward), then the page scrolls to the top, and again after 100 ms', () => {
    jest.useFakeTimers();
    render(<App />);
    scrollTo.mockClear();

    go('/faq');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    act(() => jest.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    act(() => {
      window.history.replaceState(null, '', '/blog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    jest.useRealTimers();
  });

});
