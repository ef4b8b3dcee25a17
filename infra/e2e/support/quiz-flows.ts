import { expect, type Browser, type Page } from '@playwright/test';

export type PublishedQuiz = { quizId: string; accessCode: string; quizLink: string; codeLink: string; dashboardLink: string };

/** Five multiple-choice questions; the first option of each is the correct one. */
export const FIVE_QUESTIONS = [
  { text: 'What is my favourite colour?', options: ['Green', 'Blue', 'Red', 'Black'] },
  { text: 'Where was I born?', options: ['Lisbon', 'Paris', 'Tokyo', 'Lima'] },
  { text: 'What is my favourite food?', options: ['Sushi', 'Pizza', 'Tacos', 'Curry'] },
  { text: 'Which pet do I have?', options: ['A cat', 'A dog', 'A parrot', 'A fish'] },
  { text: 'Which season do I like best?', options: ['Autumn', 'Spring', 'Summer', 'Winter'] },
];

/** From the home page: type a name and press one of the three buttons. */
export async function enterNameAndChoose(page: Page, name: string, button: RegExp): Promise<void> {
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('button', { name: button }).click();
}

/** A creator publishes the five questions through the editor and lands on the share page. */
export async function publishQuiz(page: Page, creatorName: string): Promise<PublishedQuiz> {
  await page.goto('/');
  await enterNameAndChoose(page, creatorName, /^Create Quiz$/);
  await expect(page).toHaveURL(/\/create$/);
  for (const question of FIVE_QUESTIONS) {
    await page.getByLabel('Question', { exact: true }).fill(question.text);
    for (const [i, option] of question.options.entries()) {
      await page.getByLabel(`Option ${String.fromCharCode(65 + i)}`, { exact: true }).fill(option);
    }
    await page.getByLabel('Option A is the correct answer').check();
    await page.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByText(question.text).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Publish Quiz' }).click();
  await expect(page).toHaveURL(/\/share\/\d+$/);
  const quizId = page.url().split('/').pop() as string;
  const accessCode = await page.getByRole('textbox', { name: 'Access code', exact: true }).inputValue();
  return {
    quizId,
    accessCode,
    quizLink: await page.getByRole('textbox', { name: 'Quiz link', exact: true }).inputValue(),
    codeLink: await page.getByRole('textbox', { name: 'Code link', exact: true }).inputValue(),
    dashboardLink: await page.getByRole('textbox', { name: 'Dashboard link', exact: true }).inputValue(),
  };
}

/**
 * A taker with no name yet opens a quiz link: sent home, types a name, lands back on the quiz and
 * answers every question (choosing `pick(i)` of question i), then sees the results page.
 */
export async function answerAsNewVisitor(browser: Browser, link: string, name: string, pick: (i: number) => number): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Before you answer this quiz, we need to know who you are!', { exact: false })).toBeVisible();
  await enterNameAndChoose(page, name, /^Answer This Quiz$/);
  await expect(page).toHaveURL(new URL(link).pathname);
  for (const [i, question] of FIVE_QUESTIONS.entries()) {
    await expect(page.getByText(question.text).first()).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(`${question.options[pick(i)]}$`) }).check();
    await page.getByRole('button', { name: i === FIVE_QUESTIONS.length - 1 ? 'Submit' : 'Next' }).click();
  }
  await expect(page).toHaveURL(/\/results\/\d+\/[0-9a-f-]{36}$/);
  return page;
}
