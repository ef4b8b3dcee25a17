import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { FIXED_BLOG_ARTICLE_SLUGS } from '@quizlink/contracts/content';

/** The shell's static pages: the heading each shows and the footer link that opens it. */
export const STATIC_PAGES = [
  { path: '/about', heading: 'About QuizLink', footerLink: 'About' },
  { path: '/faq', heading: 'FAQ & How It Works', footerLink: 'FAQ' },
  { path: '/privacy', heading: 'Privacy Policy', footerLink: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms & Conditions', footerLink: 'Terms & Conditions' },
  { path: '/contact', heading: 'Contact Us', footerLink: 'Contact' },
  { path: '/blog', heading: 'Blog', footerLink: 'Blog' },
] as const;

/** The ten fixed articles (spec routes, {product} = quizlink). */
export const BLOG_ARTICLE_PATHS: readonly string[] = FIXED_BLOG_ARTICLE_SLUGS.map((slug) => `/blog/${slug}`);

/** Waits until the page's main heading is rendered (lazy pages and remotes load after the shell). */
export async function waitForHeading(page: Page, name?: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first()).toBeVisible();
}

/** A user created through the API, put in session storage before any page script runs. */
export async function signInAs(page: Page, request: APIRequestContext, name: string): Promise<number> {
  const res = await request.post('/api/users', { data: { username: name } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await page.addInitScript(
    ([userId, userName]) => {
      window.sessionStorage.setItem('userId', String(userId));
      window.sessionStorage.setItem('username', String(userName));
      window.sessionStorage.setItem('userName', String(userName));
    },
    [id, name] as const,
  );
  return id;
}

/** Replaces navigator.clipboard.readText in the page: resolves with `text`, or rejects like a denied permission. */
export async function stubClipboard(page: Page, read: { text: string } | { denied: true }): Promise<void> {
  await page.addInitScript((value) => {
    const readText = () => ('text' in value ? Promise.resolve(value.text) : Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { readText } });
  }, read);
}
