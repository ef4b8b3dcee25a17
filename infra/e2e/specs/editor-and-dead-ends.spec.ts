import { expect, test } from '@playwright/test';
import { AUTO_DRAFT_MESSAGES, questionAddedText } from '@quizlink/contracts/draft';
import { LAYOUT_MESSAGES, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { POLISH_MESSAGES, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { E2E_ADMIN } from '../support/admin-credentials.ts';
import { expectAccessible, signInAs, toastTitled } from '../support/quiz-experience.ts';

/** A screen's code is its own chunk, fetched after the remote's: on a loaded CI machine that takes a while. */
const PAGE_LOAD = 30_000;

/** Issue 13, items 6 and 7, at a phone's width and a laptop's. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`At ${viewport.width} px`, () => {
    test.use({ viewport });
    // Several pages and axe runs per test: give a loaded machine room.
    test.describe.configure({ timeout: 150_000 });

    test('When a creator reloads with a question half typed, then it is back in the form; Edit brings the form into view', async ({ page }) => {
      await signInAs(page, 'Hana Halfway');
      await page.goto('/create');
      await page.getByLabel('Question', { exact: true }).fill('Which city did I grow up in?');
      await page.getByLabel('Option A', { exact: true }).fill('Porto');
      await page.getByLabel('Option B', { exact: true }).fill('Braga');
      await page.getByLabel('Option B is the correct answer').check();
      await page.getByRole('button', { name: 'Add Question' }).click();
      await expect(page.locator('output.ql-form-status')).toHaveText(`${AUTO_DRAFT_MESSAGES.questionAddedTitle}. ${questionAddedText(1)}`);

      // Remove buttons are icons with names; the option field takes the row's width.
      const remove = page.getByRole('button', { name: 'Remove option C' });
      await expect(remove).toBeVisible();
      await expect(remove).toHaveText('');
      const [optionBox, rowBox] = await Promise.all([
        page.getByLabel('Option A', { exact: true }).boundingBox(),
        page.locator('.ql-option-row').first().boundingBox(),
      ]);
      expect((optionBox?.width ?? 0) / (rowBox?.width ?? 1)).toBeGreaterThan(0.6);

      await page.getByLabel('Question', { exact: true }).fill('What is my favourite fruit');
      await page.getByLabel('Option A', { exact: true }).fill('Mango');
      await page.getByLabel('Open-ended').check();
      await page.getByLabel('Multiple choice').check();
      await page.getByLabel('Option A is the correct answer').check();
      await page.reload();

      await expect(page.getByText('Your draft was restored.')).toBeVisible({ timeout: PAGE_LOAD });
      await expect(page.getByLabel('Question', { exact: true })).toHaveValue('What is my favourite fruit');
      await expect(page.getByLabel('Option A', { exact: true })).toHaveValue('Mango');
      await expect(page.getByRole('list', { name: 'Questions' }).getByText('Which city did I grow up in?')).toBeVisible();

      // Edit from the list: the form comes into view and the cursor is in the question.
      await page.getByRole('button', { name: 'Edit question 1' }).click();
      await expect(page.getByLabel('Question', { exact: true })).toBeFocused();
      await expect(page.getByLabel('Question', { exact: true })).toHaveValue('Which city did I grow up in?');
      await expect(page.getByLabel('Question', { exact: true })).toBeInViewport();
      await expectAccessible(page);
    });

    test('When a dead end is reached, then each screen says what happened and its buttons lead on', async ({ page }) => {
      // A path nobody owns: Return Home and Find a Quiz.
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: PLATFORM_MESSAGES.pageNotFound })).toBeVisible();
      await expect(page.getByText(LAYOUT_MESSAGES.notFoundBody)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: POLISH_MESSAGES.findQuiz }).click();
      await expect(page).toHaveURL(/\/find-quiz$/);

      // A quiz code that matches nothing (or a deleted quiz): why, then Find a Quiz and Back to Home.
      await signInAs(page, 'Dede Deadend');
      await page.goto('/quiz/code/ZZZZZZ');
      await expect(page.getByRole('heading', { name: QUIZ_MESSAGES.quizNotFound })).toBeVisible();
      await expect(page.getByText(POLISH_MESSAGES.quizNotFoundExplanation)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: POLISH_MESSAGES.findQuiz }).click();
      await expect(page).toHaveURL(/\/find-quiz$/);
      await page.goto('/quiz/code/ZZZZZZ');
      await page.getByRole('button', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);

      // A page under the quiz screens that does not exist.
      await page.goto('/share');
      await expect(page.getByRole('heading', { name: PLATFORM_MESSAGES.pageNotFound })).toBeVisible();
      await page.getByRole('button', { name: LAYOUT_MESSAGES.returnHome }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('When a remote cannot be loaded, then its card offers Try Again and Go Home', async ({ page }) => {
      await page.route('**/mfe/admin/**', (route) => route.abort());
      await page.goto('/admin');
      const card = page.getByRole('alert').filter({ hasText: LAYOUT_MESSAGES.remoteLoadFailed });
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: LAYOUT_MESSAGES.tryAgain })).toBeVisible();
      await card.getByRole('button', { name: LAYOUT_MESSAGES.goHome }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByLabel('Your Name')).toBeVisible();
    });

    test('When /create is opened without a name, then a toast says why the visitor is home', async ({ page }) => {
      await page.goto('/create');
      await expect(page).toHaveURL(/\/$/, { timeout: PAGE_LOAD });
      await expect(toastTitled(page, POLISH_MESSAGES.nameNeededForEditorTitle)).toBeVisible();
    });
  });
}

test('When an admin logs in after a failed try, then the stale Login Failed toast goes away', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toastTitled(page, 'Login Failed')).toBeVisible();
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(toastTitled(page, 'Login Failed')).toHaveCount(0);
});
