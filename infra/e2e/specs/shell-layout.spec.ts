import { expect, test } from '@playwright/test';
import { waitForHeading } from '../support/shell-pages.ts';
import { expectVisibleFocus, tabTo } from '../support/keyboard.ts';

// The service worker has its own spec (shell-install); here it would answer requests that page.route must see.

test.describe('Layout at 375 px: the side menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('When the menu button is used, then the side menu lists the mobile items with the current one highlighted, and closes on Escape', async ({ page }) => {
    await page.goto('/faq');
    await waitForHeading(page, 'FAQ & How It Works');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });

    await toggle.click();

    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Blog', 'Contact Us', 'FAQ / How It Works']);
    await expect(menu.getByRole('link', { name: 'FAQ / How It Works' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('When a side-menu link is chosen, then the page changes, the menu closes and focus lands on the new heading', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();

    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact Us' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();
  });
});

test.describe('Layout: header, footer, not found, keyboard', () => {
  test('When the header and footer render, then they show the logo, tagline, four nav items and the seven footer links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Create any quiz in minutes!')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home', 'Blog', 'Contact', 'FAQ']);
    const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(footerLinks).toHaveCount(7);
    expect(await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/', '/about', '/faq', '/blog', '/contact', '/privacy', '/terms']);
  });

  test('When a path is unknown, then Page Not Found offers Return Home', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await waitForHeading(page, 'Page Not Found');
    await page.getByRole('button', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('When a keyboard user starts on a page, then Skip to content is the first stop and every stop shows focus', async ({ page }) => {
    await page.goto('/about');
    await waitForHeading(page, 'About QuizLink');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
    }
  });

  test('When a nav link is followed with the keyboard, then focus moves to the new page heading', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }));

    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeFocused();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  });
});
