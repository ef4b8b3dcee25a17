import { expect, test, type Page } from '@playwright/test';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { publishQuizByApi } from '../support/api-quiz.ts';
import { recordAnalytics } from '../support/analytics-recorder.ts';
import { stubClipboard } from '../support/shell-pages.ts';

// The service worker has its own spec (shell-install); here it would answer requests that page.route must see.

const nameField = (page: Page) => page.getByLabel('Your Name');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(nameField(page)).toBeVisible();
}

test.describe('Home: the name and the three actions', () => {
  test('When an action is chosen with a blank name, then the destructive toast asks for it and the field gets focus', async ({ page }) => {
    await openHome(page);
    await nameField(page).fill('   ');

    await button(page, 'Create Quiz').click();

    const toast = page.getByRole('alert').filter({ hasText: 'Name is required' });
    await expect(toast).toContainText('Please enter your name to continue');
    await expect(nameField(page)).toBeFocused();
    await expect(nameField(page)).toHaveAttribute('id', 'user-name');
    expect(await page.evaluate(() => sessionStorage.getItem('userId'))).toBeNull();
  });

  test('When Create Quiz is chosen, then the user is created, draft and auto-create state are cleared, /create opens and analytics hears manual_quiz', async ({ page }) => {
    const recorded = await recordAnalytics(page);
    await openHome(page);
    await page.evaluate(() => {
      sessionStorage.setItem('draftSessionId', 'old-session');
      sessionStorage.setItem('autoCreateMode', 'true');
      localStorage.setItem('quizlink_draft_questions', '[{"text":"old"}]');
      localStorage.setItem('quizlink_draft_metadata', '{}');
    });
    await nameField(page).fill('Home Creator');

    await button(page, 'Create Quiz').click();

    await expect(page).toHaveURL(/\/create$/);
    const state = await page.evaluate(() => ({
      userId: sessionStorage.getItem('userId'),
      username: sessionStorage.getItem('username'),
      draft: sessionStorage.getItem('draftSessionId'),
      mode: sessionStorage.getItem('autoCreateMode'),
      questions: localStorage.getItem('quizlink_draft_questions'),
    }));
    expect(state).toEqual({ userId: expect.stringMatching(/^\d+$/), username: 'Home Creator', draft: null, mode: null, questions: null });
    expect(await recorded()).toEqual(
      expect.arrayContaining([['event', 'quiz_creation_started', { label: 'manual_quiz' }], ['pageView', '/'], ['pageView', '/create']]),
    );
  });

  test('When Auto Draft Quiz is chosen, then the stored creator name is cleared and /auto-draft opens with ai_auto_create', async ({ page }) => {
    const recorded = await recordAnalytics(page);
    await openHome(page);
    await page.evaluate(() => localStorage.setItem('creatorName', 'Someone Else'));
    await nameField(page).fill('Drafty');

    await button(page, 'Auto Draft Quiz').click();

    await expect(page).toHaveURL(/\/auto-draft$/);
    expect(await page.evaluate(() => localStorage.getItem('creatorName'))).toBeNull();
    expect(await recorded()).toContainEqual(['event', 'quiz_creation_started', { label: 'ai_auto_create' }]);
  });

  test('When the user is being created, then every action button is disabled until the server answers', async ({ page }) => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users', async (route) => {
      await answered;
      await route.continue();
    });
    await openHome(page);
    await nameField(page).fill('Patient');

    await button(page, 'Create Quiz').click();

    for (const name of ['Create Quiz', 'Answer Quiz', 'Auto Draft Quiz', 'Create Manual Quiz', 'Try AI Auto Create']) {
      await expect(button(page, name)).toBeDisabled();
    }
    release();
    await expect(page).toHaveURL(/\/create$/);
  });

  test('When user creation fails, then the error toast shows and the visitor stays home with the buttons back', async ({ page }) => {
    await page.route('**/api/users', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: HTTP_ERRORS.internalError.code, message: 'boom', requestId: 'r' } }) }),
    );
    await openHome(page);
    await nameField(page).fill('Unlucky');

    await button(page, 'Create Quiz').click();

    await expect(page.getByRole('alert').filter({ hasText: 'Failed to create user. Please try again.' })).toContainText('Error');
    await expect(page).toHaveURL(/\/$/);
    await expect(button(page, 'Create Quiz')).toBeEnabled();
  });
});

test.describe('Home: Answer Quiz', () => {
  test('When a quiz link is on the clipboard, then Answer Quiz opens that quiz', async ({ page }) => {
    await stubClipboard(page, { text: 'Try this! https://quizlink.app/quiz/ana-ab12c3456 :)' });
    await openHome(page);
    await nameField(page).fill('Clipper');

    await button(page, 'Answer Quiz').click();

    await expect(page).toHaveURL(/\/quiz\/ana-ab12c3456$/);
  });

  test('When the clipboard holds text without a slash, then it is taken as a slug', async ({ page }) => {
    await stubClipboard(page, { text: 'bo-zz99aa1234' });
    await openHome(page);
    await nameField(page).fill('Clipper');

    await button(page, 'Answer Quiz').click();

    await expect(page).toHaveURL(/\/quiz\/bo-zz99aa1234$/);
  });

  test('When the clipboard holds another link, or cannot be read, then Find a Quiz opens', async ({ page }) => {
    await stubClipboard(page, { text: 'https://example.com/not/a/quiz' });
    await openHome(page);
    await nameField(page).fill('Clipper');
    await button(page, 'Answer Quiz').click();
    await expect(page).toHaveURL(/\/find-quiz$/);

    const denied = await page.context().newPage();
    await stubClipboard(denied, { denied: true });
    await denied.goto('/');
    await nameField(denied).fill('Clipper');
    await button(denied, 'Answer Quiz').click();
    await expect(denied).toHaveURL(/\/find-quiz$/);
  });

  test('When a visitor without a name opens a code link, then home explains, and Answer This Quiz returns to the quiz', async ({ page, request }) => {
    const quiz = await publishQuizByApi(request, 'Pending Pat');
    await page.goto(`/quiz/code/${quiz.accessCode}`);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Before you answer this quiz, we need to know who you are! Enter your name below to continue.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('pendingQuizCode'))).toBeNull();
    await nameField(page).fill('Newcomer');
    await button(page, 'Answer This Quiz').click();

    await expect(page).toHaveURL(new RegExp(`/quiz/code/${quiz.accessCode}$`));
  });

  test('When a slug link is pending, then Answer This Quiz opens it; a pending code wins over a slug', async ({ page, request }) => {
    const quiz = await publishQuizByApi(request, 'Slug Sam');
    await page.goto(`/quiz/${quiz.urlSlug}`);
    await nameField(page).fill('Newcomer');
    await button(page, 'Answer This Quiz').click();
    await expect(page).toHaveURL(new RegExp(`/quiz/${quiz.urlSlug}$`));

    const both = await page.context().newPage();
    await both.goto('/about');
    await both.evaluate(([code, slug]) => {
      sessionStorage.setItem('pendingQuizCode', code);
      sessionStorage.setItem('pendingQuizSlug', slug);
    }, [quiz.accessCode, quiz.urlSlug] as const);
    await both.goto('/');
    await nameField(both).fill('Newcomer');
    await button(both, 'Answer This Quiz').click();
    await expect(both).toHaveURL(new RegExp(`/quiz/code/${quiz.accessCode}$`));
  });
});

test.describe('Home: the sections', () => {
  test('When the page is read, then it shows 8 features, How It Works twice 3 steps, 4 testimonials, the explainer and 2 blog teasers', async ({ page }) => {
    await openHome(page);

    await expect(page.getByRole('region', { name: 'Why people love QuizLink' }).getByRole('heading', { level: 3 })).toHaveCount(8);
    const how = page.getByRole('region', { name: 'How It Works' });
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(['Create it yourself', 'Let AI draft it for you']);
    await expect(how.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'What our users say' }).getByRole('figure')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'What is QuizLink?' })).toBeVisible();
    const blog = page.getByRole('region', { name: 'From the blog' });
    await expect(blog.getByRole('article')).toHaveCount(2);

    await blog.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('When the call to action is used, then Create Manual Quiz runs the create flow with the typed name', async ({ page }) => {
    await openHome(page);
    await nameField(page).fill('Cta Carla');

    await button(page, 'Create Manual Quiz').click();

    await expect(page).toHaveURL(/\/create$/);
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe('Cta Carla');
  });

  test('When the page loads, then its metadata has title, description, absolute share image and canonical URL', async ({ page }) => {
    await openHome(page);

    await expect(page).toHaveTitle('Create any quiz in minutes! | QuizLink');
    const head = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      image: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    }));
    expect(head.description).toContain('share one link');
    expect(head.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/og-image\.png$/);
    expect(head.canonical).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
