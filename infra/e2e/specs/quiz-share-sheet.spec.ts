import { expect, test, type Page } from '@playwright/test';
import { invitationMessage, quizTitle, SHARE_SHEET_TEXTS } from '@quizlink/contracts/quiz';
import { expectAccessible, publishMixedQuiz, type ApiQuiz } from '../support/quiz-experience.ts';

/** The first paint of a remote's page on a busy machine (the stack shares its cores with the browser). */
const PAGE_LOAD_MS = 30_000;

/** The share page in the tab that published the quiz: the editor keeps the create response in session storage. */
async function openSharePage(page: Page, quiz: ApiQuiz): Promise<void> {
  await page.addInitScript((created) => {
    const store = (globalThis as unknown as { sessionStorage: { setItem(k: string, v: string): void } }).sessionStorage;
    store.setItem('currentQuizId', String(created.id));
    store.setItem('currentAccessCode', created.accessCode);
    store.setItem('currentUrlSlug', created.urlSlug);
    store.setItem('currentDashboardToken', created.dashboardToken);
  }, quiz);
  await page.goto(`/share/${quiz.id}`);
}

/** Records what the page hands the phone's share sheet (the browser API is the edge: Chromium on Linux has none). */
async function fakeNativeShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(globalThis, { sharedData: shared });
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`The share sheet at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('When the creator opens /share, then the code shows like a PIN, the QR code of the quiz link is drawn and each share button carries the invitation', async ({ page, request }) => {
      const quiz = await publishMixedQuiz(request, 'Sia Share');
      await fakeNativeShare(page);
      await openSharePage(page, quiz);
      const link = new URL(`/quiz/${quiz.urlSlug}`, page.url()).href;
      const message = invitationMessage('Sia Share', link, quiz.accessCode);

      await expect(page.locator('.ql-share-sheet__code-char')).toHaveText([...quiz.accessCode], { timeout: PAGE_LOAD_MS });
      const qr = page.getByRole('img', { name: SHARE_SHEET_TEXTS.qrLabel(quizTitle('Sia Share')) });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(decodeURIComponent((await qr.getAttribute('src'))!)).toContain('<svg');

      const targets = page.getByRole('list', { name: SHARE_SHEET_TEXTS.targetsLabel });
      const hrefOf = async (name: string) => new URL((await targets.getByRole('link', { name, exact: true }).getAttribute('href'))!);
      expect((await hrefOf(SHARE_SHEET_TEXTS.whatsapp)).searchParams.get('text')).toBe(message);
      expect((await hrefOf(SHARE_SHEET_TEXTS.telegram)).searchParams.get('url')).toBe(link);
      expect((await hrefOf(SHARE_SHEET_TEXTS.x)).searchParams.get('text')).toBe(message);
      const mail = await hrefOf(SHARE_SHEET_TEXTS.email);
      expect([mail.protocol, mail.searchParams.get('body')]).toEqual(['mailto:', message]);
      // The private dashboard link never goes out with the invitation.
      for (const anchor of await targets.getByRole('link').all()) expect(decodeURIComponent((await anchor.getAttribute('href'))!)).not.toContain(quiz.dashboardToken);

      await targets.getByRole('button', { name: SHARE_SHEET_TEXTS.nativeShare }).click();
      expect(await page.evaluate(() => (globalThis as unknown as { sharedData: unknown[] }).sharedData)).toEqual([
        { title: SHARE_SHEET_TEXTS.emailSubject(quizTitle('Sia Share')), text: message },
      ]);
      // Every button fits the screen: nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
    });

    test('When the creator opens the dashboard, then the same share sheet is there without a native share button where the browser has none', async ({ page, request }) => {
      const quiz = await publishMixedQuiz(request, 'Dan Dash');
      await page.goto(`/dashboard/${quiz.dashboardToken}`);
      await expect(page.getByRole('img', { name: SHARE_SHEET_TEXTS.qrLabel(quizTitle('Dan Dash')) })).toBeVisible({ timeout: PAGE_LOAD_MS });
      await expect(page.locator('.ql-share-sheet__code-char')).toHaveText([...quiz.accessCode]);
      const targets = page.getByRole('list', { name: SHARE_SHEET_TEXTS.targetsLabel });
      await expect(targets.getByRole('link')).toHaveCount(4);
      await expect(targets.getByRole('button', { name: SHARE_SHEET_TEXTS.nativeShare })).toHaveCount(0);
    });
  });
}
