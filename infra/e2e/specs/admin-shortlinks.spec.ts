import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { loginToShortlinks, runSuffix } from '../support/admin-flows.ts';

const banner = (page: Page) => page.getByTestId('shortlink-status');

test.describe('Shortlink admin (/admin/shortlinks) and the public /short redirect', () => {
  test('When the password is wrong, then the banner says Invalid password in red', async ({ page }) => {
    await page.goto('/admin/shortlinks');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Shortlinks' })).toBeVisible();
    await expect(page.getByText('Enter your password to manage shortlinks')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expectNoA11yViolations(page, '/admin/shortlinks (login)');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(banner(page)).toHaveText('Invalid password');
    await expect(banner(page)).toHaveAttribute('data-tone', 'error');
    await expectNoA11yViolations(page, '/admin/shortlinks (login, error)');
  });

  test('When the admin creates a shortlink, then a visitor is redirected by it, and after delete the visitor gets Page Not Found', async ({ page, browser, baseURL }) => {
    const short = `e2e-${runSuffix()}`;
    const target = `${baseURL}/faq`;
    await loginToShortlinks(page);
    await expect(banner(page)).toHaveText('Successfully authenticated!');
    await expect(banner(page)).toHaveAttribute('data-tone', 'success');

    await page.getByLabel('Short Path').fill(`${short}!?`);
    await expect(page.getByLabel('Short Path')).toHaveValue(short);
    await expect(page.getByText(`Will create: ${baseURL}/short/${short}`)).toBeVisible();
    await page.getByLabel('Target URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Create Shortlink' }).click();
    await expect(banner(page)).toContainText('Error creating shortlink');
    await expect(banner(page)).toHaveAttribute('data-tone', 'error');

    await page.getByLabel('Target URL').fill(target);
    await page.getByRole('button', { name: 'Create Shortlink' }).click();
    await expect(banner(page)).toHaveText('Shortlink created successfully!');
    await expect(page.getByLabel('Short Path')).toHaveValue('');
    const row = page.getByRole('listitem').filter({ hasText: `/${short}` });
    await expect(row).toContainText(`Points to: ${target}`);
    await expect(row).toContainText('Created:');
    await expectNoA11yViolations(page, '/admin/shortlinks (manager)');

    // A duplicate is refused, not overwritten.
    await page.getByLabel('Short Path').fill(short);
    await page.getByLabel('Target URL').fill(`${baseURL}/about`);
    await page.getByRole('button', { name: 'Create Shortlink' }).click();
    await expect(banner(page)).toContainText(`Error creating shortlink — The short path "${short}" is already taken`);

    // The test link opens the short URL in a new tab, which lands on the target.
    const popup = page.waitForEvent('popup');
    await row.getByRole('link', { name: 'Test link' }).click();
    const tab = await popup;
    await tab.waitForURL(target);
    await tab.close();

    // A visitor with nothing but the link.
    const visitor = await (await browser.newContext()).newPage();
    const redirect = await visitor.request.get(`/short/${short}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe(target);
    await visitor.goto(`/short/${short}`);
    await expect(visitor).toHaveURL(target);
    await expect(visitor.getByRole('heading', { level: 1, name: 'FAQ & How It Works' })).toBeVisible();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`Delete shortlink "${short}"?`);
      void dialog.accept();
    });
    await row.getByRole('button', { name: `Delete /${short}` }).click();
    await expect(banner(page)).toHaveText('Shortlink deleted successfully!');
    await expect(row).toHaveCount(0);

    const gone = await visitor.goto(`/short/${short}`);
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await visitor.context().close();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Shortlinks' })).toBeVisible();
  });

  test('When a row is copied, then the full short URL is on the clipboard and a check mark shows', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const short = `copy-${runSuffix()}`;
    await loginToShortlinks(page);
    await page.getByLabel('Short Path').fill(short);
    await page.getByLabel('Target URL').fill(`${baseURL}/about`);
    await page.getByRole('button', { name: 'Create Shortlink' }).click();
    const row = page.getByRole('listitem').filter({ hasText: `/${short}` });
    await row.getByRole('button', { name: /Copy full URL/ }).click();
    await expect(row.getByRole('button', { name: /Copy full URL/ })).toHaveText('✓ Copied');
    const clipboard = await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText());
    expect(clipboard).toBe(`${baseURL}/short/${short}`);
    await expect(row.getByRole('button', { name: /Copy full URL/ })).toHaveText('Copy full URL', { timeout: 4000 });
  });
});
