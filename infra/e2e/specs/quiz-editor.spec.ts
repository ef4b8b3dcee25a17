import { expect, test, type Page } from '@playwright/test';
import { PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { addMoreQuestionsMessage, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { expectAccessible, signInAs, toastTitled } from '../support/quiz-experience.ts';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function addChoiceQuestion(page: Page, text: string, options: string[]): Promise<void> {
  await page.getByLabel('Question', { exact: true }).fill(text);
  for (const [i, option] of options.entries()) await page.getByLabel(`Option ${String.fromCharCode(65 + i)}`, { exact: true }).fill(option);
  await page.getByLabel('Option A is the correct answer').check();
  await page.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByRole('list', { name: 'Questions' }).getByText(text)).toBeVisible();
}

test.describe('The quiz editor', () => {
  test('When a creator builds a quiz, then validation, images, drafts across a reload and publish all work', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await signInAs(page, 'Edith Editor');
    await page.goto('/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Quiz' })).toBeVisible();

    // The spec's validation messages, in its order.
    await page.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByRole('alert').filter({ hasText: QUIZ_MESSAGES.questionTextRequired })).toBeVisible();
    await page.getByLabel('Question', { exact: true }).fill('Which pet do I have?');
    await page.getByLabel('Option A', { exact: true }).fill('A cat');
    await page.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByRole('alert').filter({ hasText: QUIZ_MESSAGES.optionsRequired })).toBeVisible();
    await page.getByLabel('Option B', { exact: true }).fill('A dog');
    await page.getByLabel('Option D is the correct answer').check();
    await page.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByRole('alert').filter({ hasText: QUIZ_MESSAGES.correctOptionRequired })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish Quiz' })).toBeDisabled();
    await expect(page.getByText(addMoreQuestionsMessage(5))).toBeVisible();

    // An image: uploaded through the content service when it takes uploads, else the question is saved without it.
    const probe = await page.request.post('/api/upload-image', { multipart: { image: { name: 'probe.png', mimeType: 'image/png', buffer: PNG } } });
    await page.getByLabel('Option A is the correct answer').check();
    await page.getByLabel('Image (optional)').setInputFiles({ name: 'pet.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByAltText('Preview of the selected illustration')).toBeVisible();
    await page.getByRole('button', { name: 'Add Question' }).click();
    const list = page.getByRole('list', { name: 'Questions' });
    await expect(list.getByText('Which pet do I have?')).toBeVisible();
    if (probe.ok()) {
      await expect(list.getByAltText('Illustration for question 1')).toBeVisible();
      await expect.poll(() => list.getByAltText('Illustration for question 1').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
    } else {
      await expect(toastTitled(page, QUIZ_MESSAGES.imageUploadFailedTitle)).toBeVisible();
      await expect(list.getByAltText('Illustration for question 1')).toHaveCount(0);
    }

    // A too-large image is refused before any upload.
    await page.getByLabel('Image (optional)').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) });
    await expect(toastTitled(page, QUIZ_MESSAGES.imageTooLargeTitle)).toBeVisible();

    // The draft survives a reload.
    await addChoiceQuestion(page, 'Where was I born?', ['Lisbon', 'Paris']);
    await page.getByLabel('Total time for the quiz').check();
    await page.getByLabel('Total time (minutes)').fill('15');
    await page.reload();
    await expect(page.getByText('Your draft was restored.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Questions' }).getByText('Where was I born?')).toBeVisible();
    await expect(page.getByLabel('Total time (minutes)')).toHaveValue('15');
    await expectAccessible(page);

    // Edit, cancel, then finish the quiz and publish it in one call.
    await page.getByRole('button', { name: 'Edit question 2' }).click();
    await expect(page.getByRole('button', { name: 'Update Question' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Edit' }).click();
    await addChoiceQuestion(page, 'What is my favourite food?', ['Sushi', 'Pizza']);
    await addChoiceQuestion(page, 'Which season do I like best?', ['Autumn', 'Spring']);
    await page.getByLabel('Open-ended').check();
    await page.getByLabel('Question', { exact: true }).fill('Describe me in a word');
    await page.getByRole('button', { name: 'Add Question' }).click();
    await page.getByRole('button', { name: 'Publish Quiz' }).click();
    await expect(page).toHaveURL(/\/share\/\d+$/);
    expect(await page.evaluate(() => (globalThis as unknown as { localStorage: Storage }).localStorage.getItem('quizlink_draft_questions'))).toBeNull();

    // Share: links, the invitation message, copy states.
    const quizLink = await page.getByRole('textbox', { name: 'Quiz link', exact: true }).inputValue();
    await expect(page.getByRole('textbox', { name: 'Invitation message' })).toHaveValue(new RegExp(quizLink.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.getByRole('button', { name: 'Copy Quiz link' }).click();
    await expect(page.getByRole('button', { name: `Quiz link: ${PLATFORM_MESSAGES.copied}` })).toBeVisible();
    await expect(toastTitled(page, PLATFORM_MESSAGES.copied)).toBeVisible();
    expect(await page.evaluate(() => (globalThis as unknown as { navigator: Navigator }).navigator.clipboard.readText())).toBe(quizLink);
    await expect(page.getByRole('button', { name: 'Copy Quiz link' })).toBeVisible({ timeout: 4000 });
    await expect(page.getByText(/This quiz expires on/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'View Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText('Questions', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('5');
    await context.close();
  });
});
