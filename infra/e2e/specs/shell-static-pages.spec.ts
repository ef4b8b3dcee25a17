import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { E2E_BLOG_PASSWORD } from '../support/admin-credentials.ts';
import { BLOG_ARTICLE_PATHS, STATIC_PAGES, waitForHeading } from '../support/shell-pages.ts';

// The service worker has its own spec (shell-install); here it would answer requests that page.route must see.

const headOf = (page: Page) =>
  page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    image: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
  }));

test.describe('Static pages', () => {
  for (const { path, heading, footerLink } of STATIC_PAGES) {
    test(`When ${path} is opened from the footer, then it shows "${heading}" with its own title, description, image and canonical URL`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: footerLink, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await waitForHeading(page, heading);
      await expect(page).toHaveTitle(`${heading} | QuizLink`);
      const head = await headOf(page);
      expect(head.description.length).toBeGreaterThan(20);
      expect(head.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/og-image\.png$/);
      expect(head.canonical).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path}$`));
      // Focus moves to the new page's heading after a client-side navigation.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    });
  }

  test('When the terms are read, then they say users must be 13 or older; privacy names the 7-day lifetime', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('You must be 13 years of age or older to use QuizLink', { exact: false })).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByText('deleted 7 days after the quiz is published', { exact: false })).toBeVisible();
  });
});

test.describe('FAQ & How It Works', () => {
  test('When the FAQ is opened, then it has 10 questions consistent with the product, answers open on demand', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.locator('summary');
    await expect(questions).toHaveCount(10);
    const answer = page.getByText('between 2 and 8 options', { exact: false });
    await expect(answer).toBeHidden();

    await page.getByText('How many answer options can a question have?').click();

    await expect(answer).toBeVisible();
    await expect(page.getByText('7 days from the moment you publish it', { exact: false })).toBeAttached();
    await expect(page.getByText('1 to 180 minutes when you write the quiz yourself, 1 minute to 4 hours with Auto Draft', { exact: false })).toBeAttached();
  });

  test('When the tabs are used with the keyboard, then How It Works shows its two lists of 3 steps', async ({ page }) => {
    await page.goto('/faq');
    const faqTab = page.getByRole('tab', { name: 'FAQ' });
    await expect(faqTab).toHaveAttribute('aria-selected', 'true');

    await faqTab.focus();
    await page.keyboard.press('ArrowRight');

    const howTab = page.getByRole('tab', { name: 'How It Works' });
    await expect(howTab).toBeFocused();
    await expect(howTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'How It Works' });
    await expect(panel.getByRole('list')).toHaveCount(2);
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    await expect(page.locator('summary').first()).toBeHidden();
  });
});

test.describe('Contact', () => {
  const fill = async (page: Page, name: string, email: string, message: string) => {
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill(message);
  };
  const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

  test('When fields are missing or the email is malformed, then the form says so and sends nothing', async ({ page }) => {
    let posted = 0;
    await page.route('**/api/contact', async (route) => {
      posted += 1;
      await route.continue();
    });
    await page.goto('/contact');

    await send(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Incomplete form' })).toContainText('Please fill out all fields');
    await fill(page, 'Ana', 'not-an-email', 'Hello there');
    await send(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email' })).toContainText('Please enter a valid email address');
    expect(posted).toBe(0);
  });

  test('When the form is complete, then it is sent to /api/contact, "Message sent!" shows and the form clears', async ({ page }) => {
    await page.goto('/contact');
    await fill(page, 'Ana Contact', 'ana@example.com', 'I love QuizLink, one idea: themes.');
    const posted = page.waitForResponse((res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST');

    await send(page);

    expect((await posted).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('When the server refuses the message, then "Failed to send message" shows its reason; the contact FAQ is there', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: HTTP_ERRORS.requestRateLimited.code, message: CONTACT_MESSAGES.tooManyRequests, requestId: 'r' } }) }),
    );
    await page.goto('/contact');
    await fill(page, 'Ana', 'ana@example.com', 'Hello');

    await send(page);

    await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message' })).toContainText(CONTACT_MESSAGES.tooManyRequests);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.locator('summary')).toHaveCount(4);
  });
});

test.describe('Blog', () => {
  test('When the index opens, then the 10 fixed articles show with title, excerpt, author, date, read time and image', async ({ page }) => {
    const published = page.waitForResponse((res) => res.url().endsWith('/api/blog/public/posts'));
    await page.goto('/blog');
    expect((await published).status()).toBe(200);

    const cards = page.getByRole('article');
    // Posts published by other tests of the same run come on top of the ten fixed articles.
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    for (const path of BLOG_ARTICLE_PATHS) await expect(page.locator(`article a[href="${path}"]`)).toHaveCount(1);
    const first = page.locator(`article:has(a[href="${BLOG_ARTICLE_PATHS[0]}"])`);
    await expect(first.getByText(/^By /)).toBeVisible();
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(first.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByText('May 15, 2025').first()).toBeVisible();
    const image = first.getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  for (const path of BLOG_ARTICLE_PATHS) {
    test(`When ${path} is opened, then its text, Back to Blog and Create Your Quiz are there`, async ({ page }) => {
      await page.goto(path);
      await waitForHeading(page);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      await expect(page).toHaveTitle(`${title} | QuizLink`);
      expect((await page.locator('.ql-article__body').innerText()).split(/\s+/).length).toBeGreaterThan(300);
      await expect(page.getByRole('link', { name: 'Create Your Quiz' })).toHaveAttribute('href', '/');

      await page.getByRole('link', { name: /Back to Blog/ }).first().click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }

  test('When blog management has published a post, then it is listed and its markdown renders safely with its linked words', async ({ page, request }) => {
    const auth = await request.post('/api/auth/blog-management', { data: { password: E2E_BLOG_PASSWORD } });
    expect(auth.ok()).toBe(true);
    const { token } = (await auth.json()) as { token: string };
    const title = `Quiz Night Checklist ${Date.now()}`;
    const created = await request.post('/api/blog/posts', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title,
        excerpt: 'Everything for a smooth quiz night.',
        content: '# Before the night\n\nUse QuizLink for the scores.\n\n<script>window.xssRan = 1</script><img src="/og-image.png" onerror="window.xssRan = 2" alt="Scores">\n\n[click](javascript:window.xssRan=3)',
        linkedWords: [{ word: 'QuizLink', url: 'https://quizlink.app/' }],
        tags: 'events, parties',
        published: true,
      },
    });
    expect(created.status()).toBe(201);
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(11);

    await page.getByRole('link', { name: title }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Before the night' })).toBeVisible();
    const body = page.locator('.ql-markdown');
    await expect(body.getByRole('link', { name: 'QuizLink', exact: true })).toHaveAttribute('href', 'https://quizlink.app/');
    await expect(body.getByRole('img', { name: 'Scores' })).toBeVisible();
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    expect(await body.getByText('click').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { xssRan?: number }).xssRan)).toBeUndefined();
  });

  test('When a blog slug is neither an article nor a published post, then Page Not Found shows', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await waitForHeading(page, 'Page Not Found');
  });
});
