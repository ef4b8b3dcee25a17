import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { E2E_ADMIN } from '../support/admin-credentials.ts';
import { localItem, loginToInbox, payloadRan, runSuffix, sendContactMessage, toastRegion } from '../support/admin-flows.ts';

test.describe('Admin inbox (/admin)', () => {
  test('When a visitor writes and the admin signs in, then the message is readable as plain text, opens in an accessible dialog and turns Read', async ({ page, request }) => {
    const suffix = runSuffix();
    const hostile = `<img src=x onerror="window.pwned=1"><script>window.pwned=1</script> hello ${suffix}`;
    await sendContactMessage(request, { name: `Mallory ${suffix}`, email: `mallory-${suffix}@example.com`, message: hostile });

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expectNoA11yViolations(page, '/admin (login)');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter both username and password.')).toBeVisible();

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toastRegion(page)).toContainText('Login Failed');
    await expect(toastRegion(page)).toContainText('Invalid credentials. Please try again.');

    await loginToInbox(page);
    const row = page.getByRole('button', { name: new RegExp(`Mallory ${suffix}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(hostile);
    expect(await payloadRan(page)).toBe(false);
    await expectNoA11yViolations(page, '/admin (inbox)');

    await page.getByLabel('Search messages').fill(`MALLORY-${suffix.toUpperCase()}@EXAMPLE`);
    await expect(page.getByRole('tabpanel').getByRole('button')).toHaveCount(1);

    await row.click();
    const dialog = page.getByRole('dialog', { name: `Mallory ${suffix}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Reply by Email' })).toHaveAttribute('href', new RegExp(`^mailto:mallory-${suffix}@example\\.com\\?subject=`));
    await expectNoA11yViolations(page, '/admin (message dialog)');
    // The dialog keeps focus inside while it is open.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The message left the Unread list; focus lands on the list's panel, not on the page.
    await expect(page.getByRole('tabpanel', { name: /^Unread/ })).toBeFocused();

    await page.getByRole('tab', { name: /^Read/ }).click();
    await expect(page.getByRole('tabpanel', { name: /^Read/ }).getByText(`Mallory ${suffix}`)).toBeVisible();

    // The token and the read state survive a reload (local storage).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    await page.getByLabel('Search messages').fill(suffix);
    await expect(page.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark all unread' }).click();
    await expect(page.getByRole('tab', { name: /^Unread \([1-9]/ })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await localItem(page, 'adminToken')).toBeNull();
  });

  test('When the stored token is no longer valid, then the page clears it and asks to log in again', async ({ page }) => {
    await page.addInitScript({ content: "window.localStorage.setItem('adminToken', 'expired.or.forged');" });
    await page.goto('/admin');
    await expect(toastRegion(page)).toContainText('Session expired. Please login again.');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await localItem(page, 'adminToken')).toBeNull();
  });
});
