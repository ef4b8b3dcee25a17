import { expect, test } from '@playwright/test';

test.describe('A remote whose files are unavailable', () => {
  test('When mfe-admin cannot be loaded, then the shell and the other areas keep working', async ({ page }) => {
    await page.route('**/mfe/admin/**', (route) => route.abort());
    await page.goto('/admin');
    await expect(page.getByText('Create any quiz in minutes!')).toBeVisible();
    await expect(page.getByText('This part of QuizLink could not be loaded')).toBeVisible();

    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByLabel('Your Name')).toBeVisible();

    await page.goto('/auto-draft');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This part of QuizLink could not be loaded')).toHaveCount(0);
  });

  test('When a path belongs to nobody, then the Page Not Found screen offers the way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).or(page.getByRole('button', { name: 'Return Home' })).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
