import { render, screen, waitFor } from '@testing-library/react';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { PLATFORM_MESSAGES, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { stubFetch } from '../../testing/browser-doubles.ts';
import BlogArticlePage from './BlogArticlePage.tsx';
import BlogIndexPage from './BlogIndexPage.tsx';

const post = {
  id: 5, title: 'Team Quiz Tips', slug: 'team-quiz-tips', excerpt: 'Tips for teams.', tags: [],
  createdAt: '2099-02-01T09:00:00.000Z', updatedAt: '2099-02-01T09:00:00.000Z', readingMinutes: 4,
};

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('BlogIndexPage', () => {
  test('When published posts exist, then they join the ten articles, newest first', async () => {
    stubFetch(() => ({ status: 200, body: [post] }));
    render(<BlogIndexPage />);

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
    const first = screen.getAllByRole('article')[0]!;
    expect(first.textContent).toContain('Team Quiz Tips');
    expect(first.textContent).toContain(SHELL_MESSAGES.minRead(4));
  });

  test('When the posts cannot be loaded, then the ten articles stay and a note says so', async () => {
    stubFetch(() => ({ status: 502, body: { error: { code: HTTP_ERRORS.gatewayUpstreamUnavailable.code, message: 'down', requestId: 'r' } } }));
    render(<BlogIndexPage />);

    await waitFor(() => expect(screen.getByText(SHELL_MESSAGES.blogPostsLoadFailed)).toBeTruthy());
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });
});

describe('BlogArticlePage', () => {
  test('When a fixed article opens, then its title, text, Back to Blog and Create Your Quiz show, with its metadata', async () => {
    const calls = stubFetch(() => ({ status: 404, body: {} }));
    render(<BlogArticlePage slug="how-to-make-quiz" />);

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('How to Make a Quiz'));
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.createYourQuiz }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('link', { name: new RegExp(SHELL_MESSAGES.backToBlog) })[0]?.getAttribute('href')).toBe('/blog');
    expect(document.title).toContain('How to Make a Quiz');
    expect(calls).toHaveLength(0);
  });

  test('When a published post opens, then its markdown renders with its linked words', async () => {
    stubFetch(() => ({ status: 200, body: { ...post, content: '## Plan\n\nUse QuizLink.', linkedWords: [{ word: 'QuizLink', url: '/' }] } }));
    render(<BlogArticlePage slug="team-quiz-tips" />);

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Team Quiz Tips' })).toBeTruthy());
    expect(screen.getByRole('heading', { level: 3, name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'QuizLink' }).getAttribute('href')).toBe('/');
  });

  test('When the slug is unknown, then Page Not Found shows', async () => {
    stubFetch(() => ({ status: 404, body: { error: { code: CONTENT_ERRORS.blogPostNotFound.code, message: 'Blog post not found', requestId: 'r' } } }));
    render(<BlogArticlePage slug="nothing-here" />);

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: PLATFORM_MESSAGES.pageNotFound })).toBeTruthy());
  });
});
