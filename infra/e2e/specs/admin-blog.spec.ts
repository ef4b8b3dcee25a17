import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { TINY_PNG, enterBlogManagement, payloadRan, runSuffix, toastRegion } from '../support/admin-flows.ts';

test.describe('Blog management (/blog-management)', () => {
  test('When the wrong password is given, then access is denied', async ({ page }) => {
    await page.goto('/blog-management');
    await expectNoA11yViolations(page, '/blog-management (gate)');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Access Blog Management' }).click();
    await expect(toastRegion(page)).toContainText('Access Denied');
    await expect(toastRegion(page)).toContainText('Invalid password');
  });

  test('When a post is written with an uploaded image and published, then it is public, safe, and can be edited and deleted', async ({ page, request }) => {
    const suffix = runSuffix();
    const title = `E2E Post ${suffix}`;
    const slug = `e2e-post-${suffix}`;
    await enterBlogManagement(page);
    await expectNoA11yViolations(page, '/blog-management (list)');

    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByLabel(/^Title/).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(toastRegion(page)).toContainText('Title and content are required');

    const content = page.getByLabel(/^Content/);
    await content.fill('A quiz for friends. <img src=x onerror="window.pwned=1"> [bad](javascript:alert(1))\n\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await (await chooser).setFiles({ name: 'red dot.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(content).toHaveValue(/!\[red dot\]\(\/api\/uploads\/[0-9a-f]{32}\.png\)/);
    const imageUrl = /\((\/api\/uploads\/[0-9a-f]{32}\.png)\)/.exec(await content.inputValue())?.[1] as string;

    await page.getByLabel('Word 1', { exact: true }).fill('quiz');
    await page.getByLabel('URL 1', { exact: true }).fill('/faq');
    await page.getByLabel('Tags').fill('e2e, fun, ');
    await page.getByRole('button', { name: 'Show preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('link', { name: 'quiz' })).toHaveAttribute('href', '/faq');
    await expect(preview.getByRole('img', { name: 'red dot' })).toHaveAttribute('src', imageUrl);
    expect(await preview.innerHTML()).not.toMatch(/onerror|javascript:/);
    await expectNoA11yViolations(page, '/blog-management (form with preview)');
    await page.getByLabel('Publish immediately').check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(toastRegion(page)).toContainText('Blog post created');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    expect(await payloadRan(page)).toBe(false);

    const image = await request.get(imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const published = await request.get(`/api/blog/public/posts/${slug}`);
    expect(published.status()).toBe(200);
    expect(await published.json()).toMatchObject({ title, slug, tags: ['e2e', 'fun'], linkedWords: [{ word: 'quiz', url: '/faq' }] });

    // Back to a draft: no longer public.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByLabel('Publish immediately').uncheck();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(toastRegion(page)).toContainText('Blog post updated');
    expect((await request.get(`/api/blog/public/posts/${slug}`)).status()).toBe(404);

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain(title);
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(toastRegion(page)).toContainText('Blog post deleted');
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });
});
