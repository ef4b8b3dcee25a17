import { expect, test } from '@playwright/test';
import { FIVE_QUESTIONS } from '../support/quiz-flows.ts';
import { activate, tabTo, typeInto } from '../support/keyboard.ts';

// The service worker has its own spec (shell-install); here it would answer requests that page.route must see.

/**
 * Creating a quiz and answering one with the keyboard alone: every control is reached with Tab,
 * filled by typing and pressed with Enter or Space. No mouse, no programmatic clicks.
 */
test.describe('Keyboard only', () => {
  test('When a creator uses only the keyboard, then the quiz is written, published and answered by a friend the same way', async ({ page, browser }) => {
    await page.goto('/');
    await typeInto(page, page.getByLabel('Your Name'), 'Keyboard Kai');
    await activate(page, page.getByRole('button', { name: 'Create Quiz', exact: true }));
    await expect(page).toHaveURL(/\/create$/);

    for (const question of FIVE_QUESTIONS) {
      await typeInto(page, page.getByLabel('Question', { exact: true }), question.text);
      for (const [i, option] of question.options.entries()) {
        await typeInto(page, page.getByLabel(`Option ${String.fromCharCode(65 + i)}`, { exact: true }), option);
      }
      const correct = page.getByLabel('Option A is the correct answer');
      if (!(await correct.isChecked())) await activate(page, correct, 'Space');
      await activate(page, page.getByRole('button', { name: 'Add Question' }));
      await expect(page.getByText(question.text).first()).toBeVisible();
    }
    await activate(page, page.getByRole('button', { name: 'Publish Quiz' }));
    await expect(page).toHaveURL(/\/share\/\d+$/);
    const codeLink = await page.getByRole('textbox', { name: 'Code link', exact: true }).inputValue();

    const friend = await (await browser.newContext()).newPage();
    await friend.goto(codeLink);
    await expect(friend).toHaveURL(/\/$/);
    await typeInto(friend, friend.getByLabel('Your Name'), 'Keyboard Kim');
    await activate(friend, friend.getByRole('button', { name: 'Answer This Quiz' }));
    await expect(friend).toHaveURL(new URL(codeLink).pathname);
    for (const [i, question] of FIVE_QUESTIONS.entries()) {
      await expect(friend.getByText(question.text).first()).toBeVisible();
      // Tab enters the option group on its first option; Space chooses it.
      await tabTo(friend, friend.getByRole('radio').first());
      await friend.keyboard.press('Space');
      await expect(friend.getByRole('radio').first()).toBeChecked();
      await activate(friend, friend.getByRole('button', { name: i === FIVE_QUESTIONS.length - 1 ? 'Submit' : 'Next' }));
    }
    await expect(friend).toHaveURL(/\/results\/\d+\/[0-9a-f-]{36}$/);
  });
});
