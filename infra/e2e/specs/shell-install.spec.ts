import { expect, test, type Page } from '@playwright/test';
import { waitForHeading } from '../support/shell-pages.ts';

// The service worker itself is under test here (the shared config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Fires the event Chromium sends when the app becomes installable, with a prompt the test can observe. */
async function becomeInstallable(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<unknown> };
    event.prompt = () => {
      (window as unknown as { installPrompted: boolean }).installPrompted = true;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(event);
  });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Install QuizLink' });

test.describe('Install banner (Chromium)', () => {
  test('When the app becomes installable, then the banner appears after 2 s and Install opens the native prompt', async ({ page }) => {
    await page.goto('/');
    await waitForHeading(page);
    await becomeInstallable(page);

    await page.waitForTimeout(1500);
    await expect(banner(page)).toBeHidden();
    await expect(banner(page)).toBeVisible({ timeout: 2000 });
    await banner(page).getByRole('button', { name: 'Install', exact: true }).click();

    expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
    await expect(banner(page)).toBeHidden();
  });

  test('When the banner is dismissed, then it stays away, also after a reload (pwa-banner-dismissed)', async ({ page }) => {
    await page.goto('/');
    await becomeInstallable(page);
    await banner(page).getByRole('button', { name: 'Dismiss install banner' }).click();

    expect(await page.evaluate(() => localStorage.getItem('pwa-banner-dismissed'))).toBe('true');
    await page.reload();
    await waitForHeading(page);
    await becomeInstallable(page);
    await page.waitForTimeout(2500);
    await expect(banner(page)).toBeHidden();
  });
});

test.describe('Install banner on iOS Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } });

  test('When How to Install is chosen, then the 3-step dialog shows; Got it! closes it for good', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 4000 });

    await banner(page).getByRole('button', { name: 'How to Install' }).click();

    const dialog = page.getByRole('dialog', { name: 'Install QuizLink on your iPhone' });
    await expect(dialog.getByRole('listitem')).toHaveText(['Tap the Share button', "Select 'Add to Home Screen'", "Tap 'Add'"]);
    await expect(dialog.getByRole('button', { name: 'Maybe later' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Maybe later' }).or(dialog.getByRole('button', { name: 'Got it!' })).first()).toBeFocused();
    await dialog.getByRole('button', { name: 'Got it!' }).click();

    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('ios-install-instructions-shown'))).toBe('true');
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(banner(page)).toBeHidden();
  });

  test('When Maybe later is chosen (or Escape), then the dialog closes without remembering it', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'How to Install' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.reload();
    await banner(page).getByRole('button', { name: 'How to Install' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Maybe later' }).click();

    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => [localStorage.getItem('ios-install-instructions-shown'), localStorage.getItem('pwa-banner-dismissed')])).toEqual([null, null]);
    await page.reload();
    await expect(banner(page)).toBeVisible({ timeout: 4000 });
  });
});

test.describe('Installable app: manifest and service worker', () => {
  test('When the page loads, then the manifest is linked with its icons and /sw.js registers, logging the outcome', async ({ page, request }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/');

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scope).toMatch(/\/sw\.js$/);
    await expect.poll(() => logs.some((line) => line.includes('service worker registered'))).toBe(true);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href as string)).json()) as { icons: Array<{ src: string; sizes: string }>; display: string; start_url: string };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });

  test('When the connection drops, then shell pages still open from the cache and other pages get the offline page', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      // The first visit is not controlled yet; the worker claims the page once it activates.
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await context.setOffline(true);

    await page.goto('/about');
    await waitForHeading(page, 'About QuizLink');
    await page.goto('/quiz/code/ABC123');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await context.setOffline(false);
  });
});
