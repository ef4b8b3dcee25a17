import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BLOG_PASSWORD, E2E_SHORTLINK_PASSWORD } from './admin-credentials.ts';

/** The shell's toast region: one toast at a time. */
export const toastRegion = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' });

/** A unique, readable suffix per test run, so runs on a shared database never collide. */
export const runSuffix = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function loginToInbox(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
}

export async function enterBlogManagement(page: Page): Promise<void> {
  await page.goto('/blog-management');
  await page.getByLabel('Password').fill(E2E_BLOG_PASSWORD);
  await page.getByRole('button', { name: 'Access Blog Management' }).click();
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
}

export async function loginToShortlinks(page: Page): Promise<void> {
  await page.goto('/admin/shortlinks');
  await page.getByLabel('Password', { exact: true }).fill(E2E_SHORTLINK_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlink Manager' })).toBeVisible();
}

/** The browser's own globals, typed here because infra's TypeScript config has no DOM library. */
type BrowserGlobals = { localStorage: { getItem(key: string): string | null }; pwned?: unknown };

/** A value in the page's local storage. */
export const localItem = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((name) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(name), key);

/** Whether an XSS payload ran: the payloads of these tests all set `window.pwned`. */
export const payloadRan = (page: Page): Promise<boolean> => page.evaluate(() => (globalThis as unknown as BrowserGlobals).pwned !== undefined);

/** A contact message sent the way the contact page sends it. */
export async function sendContactMessage(request: APIRequestContext, message: { name: string; email: string; message: string }): Promise<void> {
  const res = await request.post('/api/contact', { data: message });
  expect(res.status(), await res.text()).toBe(201);
}

/** A small real PNG (1×1, red) for upload tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
