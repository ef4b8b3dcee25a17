import { expect, test, type Page } from '@playwright/test';
import { ATTEMPT_SECRETS_STORAGE_KEY } from '@quizlink/contracts/attempt';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { E2E_BLOG_PASSWORD } from '../support/admin-credentials.ts';
import { enterBlogManagement, loginToInbox, loginToShortlinks } from '../support/admin-flows.ts';
import { publishQuizByApi, submitAttemptByApi } from '../support/api-quiz.ts';
import { BLOG_ARTICLE_PATHS, signInAs, STATIC_PAGES, waitForHeading } from '../support/shell-pages.ts';

// The service worker has its own spec (shell-install); here it would answer requests that page.route must see.

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every page of the app: the shell's pages and states, and every
 * page of the three micro-frontends. A failure lists each violation with its elements, so it can be
 * routed to the package that renders them.
 */
async function settle(page: Page, heading?: string | RegExp): Promise<void> {
  await waitForHeading(page, heading);
  await page.waitForLoadState('networkidle');
}

test.describe('Accessibility of the shell (axe, WCAG 2.1 AA)', () => {
  for (const { path, heading } of [{ path: '/', heading: 'Create any quiz in minutes!' }, ...STATIC_PAGES]) {
    test(`When ${path} is shown, then axe finds no violation`, async ({ page }) => {
      await page.goto(path);
      await settle(page, heading);
      await expectNoA11yViolations(page, path);
    });
  }

  for (const path of BLOG_ARTICLE_PATHS) {
    test(`When the article ${path} is shown, then axe finds no violation`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      await expect(page.getByRole('link', { name: 'Create Your Quiz' })).toBeVisible();
      await expectNoA11yViolations(page, path);
    });
  }

  test('When the FAQ page shows its How It Works tab and an open answer, then axe finds no violation', async ({ page }) => {
    await page.goto('/faq');
    await settle(page, 'FAQ & How It Works');
    await page.getByText('Is QuizLink free?').click();
    await expectNoA11yViolations(page, '/faq (FAQ tab, one answer open)');
    await page.getByRole('tab', { name: 'How It Works' }).click();
    await expectNoA11yViolations(page, '/faq (How It Works tab)');
  });

  test('When a published post of blog management is shown, then axe finds no violation', async ({ page, request }) => {
    const auth = await request.post('/api/auth/blog-management', { data: { password: E2E_BLOG_PASSWORD } });
    const { token } = (await auth.json()) as { token: string };
    const title = `Accessible Post ${Date.now()}`;
    const created = await request.post('/api/blog/posts', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, excerpt: 'A post for the axe check.', content: '## Tips\n\n- One\n- Two\n\n[FAQ](/faq) and **QuizLink**.', linkedWords: [{ word: 'QuizLink', url: '/' }], published: true },
    });
    const { slug } = (await created.json()) as { slug: string };
    await page.goto(`/blog/${slug}`);
    await settle(page, title);
    await expectNoA11yViolations(page, `/blog/${slug} (published post)`);
  });

  test('When a page does not exist, then the not-found page passes axe', async ({ page }) => {
    await page.goto('/no-such-page');
    await settle(page, 'Page Not Found');
    await expectNoA11yViolations(page, '/no-such-page');
  });

  test('When a quiz is pending on the home page and a toast shows, then axe finds no violation', async ({ page }) => {
    await page.goto('/quiz/code/ZZZ999');
    await expect(page.getByText('Before you answer this quiz, we need to know who you are!', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Answer This Quiz' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible();
    await expectNoA11yViolations(page, '/ (pending quiz, name toast)');
  });

  test('When the side menu is open at 375 px, then axe finds no violation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/blog');
    await settle(page, 'Blog');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoA11yViolations(page, '/blog (mobile menu open)');
  });
});

test.describe('Accessibility of the install banner and its iOS dialog', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' });

  test('When the banner and then the How to Install dialog show, then axe finds no violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'How to Install' })).toBeVisible({ timeout: 5000 });
    await expectNoA11yViolations(page, '/ (install banner)');
    await page.getByRole('button', { name: 'How to Install' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page, '/ (iOS install dialog)');
  });
});

test.describe('Accessibility of the micro-frontends (axe, WCAG 2.1 AA)', () => {
  test('When each page of mfe-quiz is shown, then axe finds no violation', async ({ page, request }) => {
    const quiz = await publishQuizByApi(request, 'Axe Creator');
    const attempt = await submitAttemptByApi(request, quiz.id, 'Axe Taker', 0);
    await signInAs(page, request, 'Axe Visitor');
    // The results page opens with the attempt's secret in this browser (as after answering here).
    await page.addInitScript(([key, id, secret]) => window.localStorage.setItem(key, JSON.stringify([[id, secret]])), [ATTEMPT_SECRETS_STORAGE_KEY, attempt.id, attempt.attemptSecret] as const);
    await page.addInitScript((q) => {
      window.sessionStorage.setItem('currentQuizId', String(q.id));
      window.sessionStorage.setItem('currentAccessCode', q.accessCode);
      window.sessionStorage.setItem('currentUrlSlug', q.urlSlug);
      window.sessionStorage.setItem('currentDashboardToken', q.dashboardToken);
    }, quiz);
    const pages = [
      '/create',
      '/find-quiz',
      `/quiz/code/${quiz.accessCode}`,
      `/quiz/${quiz.urlSlug}`,
      `/results/${quiz.id}/${attempt.id}`,
      `/share/${quiz.id}`,
      `/dashboard/${quiz.dashboardToken}`,
      '/test-quiz-lookup',
      '/quiz/code/NOPE00',
    ];
    const failures: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await settle(page);
      await expectNoA11yViolations(page, path).catch((error: Error) => failures.push(error.message));
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  test('When each page of mfe-autodraft is shown, then axe finds no violation', async ({ page, request }) => {
    await signInAs(page, request, 'Axe Drafter');
    const failures: string[] = [];
    for (const path of ['/auto-draft', '/auto-draft-session']) {
      await page.goto(path);
      await settle(page);
      await expectNoA11yViolations(page, path).catch((error: Error) => failures.push(error.message));
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  test('When each page of mfe-admin is shown, logged out and logged in, then axe finds no violation', async ({ page }) => {
    const failures: string[] = [];
    for (const path of ['/admin', '/blog-management', '/admin/shortlinks']) {
      await page.goto(path);
      await settle(page);
      await expectNoA11yViolations(page, `${path} (login)`).catch((error: Error) => failures.push(error.message));
    }
    for (const [path, login] of [['/admin', loginToInbox], ['/blog-management', enterBlogManagement], ['/admin/shortlinks', loginToShortlinks]] as const) {
      await login(page);
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page, `${path} (logged in)`).catch((error: Error) => failures.push(error.message));
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
