import { expect, test, type Page, type Request } from '@playwright/test';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { ESSAY_QUESTION, MIXED_QUESTIONS, publishMixedQuiz, signInAs } from '../support/quiz-experience.ts';

/** A request for the JavaScript chunk rspack named `name` (`[name].[contenthash].js` or `[name].js`). */
const chunkRequest = (name: string) => (request: Request) => new RegExp(`/${name}(\\.[0-9a-f]+)?\\.js$`).test(new URL(request.url()).pathname);

/** Records, from the first paint on, whether the loading panel or spinner ever showed (a status saying "Loading..."). */
async function recordLoadingShown(page: Page): Promise<void> {
  await page.addInitScript((loading) => {
    const state = globalThis as unknown as { loadingShownAfterMark?: boolean; markLoading?: boolean };
    new MutationObserver(() => {
      if (!state.markLoading) return;
      const statuses = [...document.querySelectorAll('output, [role="status"]')];
      if (statuses.some((status) => status.textContent?.includes(loading))) state.loadingShownAfterMark = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, LAYOUT_MESSAGES.loading);
}
const markLoading = (page: Page) => page.evaluate(() => void ((globalThis as unknown as { markLoading: boolean }).markLoading = true));
const loadingShownSinceMark = (page: Page) => page.evaluate(() => (globalThis as unknown as { loadingShownAfterMark?: boolean }).loadingShownAfterMark === true);

test.describe('The next screen, fetched ahead', () => {
  test('When a player answers, then the results screen\'s code is fetched meanwhile and Submit opens the results without a loading panel', async ({ page, request }) => {
    const quiz = await publishMixedQuiz(request, 'Nora Next');
    await signInAs(page, 'Pia Player');
    await recordLoadingShown(page);
    const resultsChunk = page.waitForRequest(chunkRequest('page-results'));
    await page.goto(`/quiz/code/${quiz.accessCode}`);
    await expect(page.getByRole('heading', { name: MIXED_QUESTIONS[0]!.text })).toBeVisible();
    // Fetched while the first question is on screen, before anything is submitted.
    await resultsChunk;

    for (const pick of ['Porto', 'Coffee', 'Tennis', 'Spring']) {
      await page.getByRole('radio', { name: new RegExp(`${pick}$`) }).check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByRole('heading', { name: ESSAY_QUESTION })).toBeVisible();
    await page.getByLabel('Your answer').fill('Always curious');
    await markLoading(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/results\/\d+\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('img', { name: 'Your score: 3 of 4, 75%' })).toBeVisible();
    expect(await loadingShownSinceMark(page)).toBe(false);
  });

  test('When a visitor points at a nav link, then that page\'s code is fetched before the click and the page opens without the spinner', async ({ page }) => {
    await recordLoadingShown(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: LAYOUT_MESSAGES.mainNavigation });
    const faqChunk = page.waitForRequest(chunkRequest('page-faq'));
    await nav.getByRole('link', { name: 'FAQ' }).hover();
    await faqChunk;
    await page.waitForLoadState('networkidle');
    await markLoading(page);
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('tab', { name: 'FAQ' })).toBeVisible();
    expect(await loadingShownSinceMark(page)).toBe(false);
  });
});
