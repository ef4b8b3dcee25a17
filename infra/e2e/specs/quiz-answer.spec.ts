import { expect, test } from '@playwright/test';
import { ATTEMPT_MESSAGES } from '@quizlink/contracts/attempt';
import { QUIZ_MESSAGES, QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts/quiz';
import { ESSAY_QUESTION, MIXED_QUESTIONS, expectAccessible, passStartCard, publishMixedQuiz, signInAs, toastTitled } from '../support/quiz-experience.ts';

test.describe('Answering a quiz', () => {
  test('When a named visitor opens a code link, answers and reloads, then progress is kept and the attempt counts once', async ({ browser, request }) => {
    const quiz = await publishMixedQuiz(request, 'Paula Progress');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/quiz/code/${quiz.accessCode}`);
    // No name yet: sent home with the quiz remembered, then straight back after naming.
    await expect(page.getByText(QUIZ_MESSAGES.pendingQuizIntro)).toBeVisible();
    await page.getByLabel('Your Name').fill('Rita Reload');
    await page.getByRole('button', { name: 'Answer This Quiz' }).click();
    await expect(page).toHaveURL(new RegExp(`/quiz/code/${quiz.accessCode}$`));

    await expect(page.getByRole('heading', { name: MIXED_QUESTIONS[0]!.text })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toastTitled(page, ATTEMPT_MESSAGES.selectAnswer)).toBeVisible();
    await page.getByRole('radio', { name: /Porto$/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Coffee$/ }).check();
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: MIXED_QUESTIONS[1]!.text })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Coffee$/ })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: /Porto$/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    for (const pick of ['Coffee', 'Tennis', 'Spring']) {
      await page.getByRole('radio', { name: new RegExp(`${pick}$`) }).check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByRole('heading', { name: ESSAY_QUESTION })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toastTitled(page, ATTEMPT_MESSAGES.provideAnswer)).toBeVisible();
    await page.getByLabel('Your answer').fill('Always on time');
    await expect(page.getByText('14/2000')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/results\/\d+\/[0-9a-f-]{36}$/);
    const results = page.url();

    // Coming back to the quiz link leads to the same results, never a second attempt.
    await page.goto(`/quiz/code/${quiz.accessCode}`);
    await expect(page).toHaveURL(results);
    const board = await (await request.get(`/api/quizzes/${quiz.id}/attempts`, { headers: { 'x-dashboard-token': quiz.dashboardToken } })).json();
    expect(board.data).toHaveLength(1);
    await context.close();
  });

  test('When a one-minute quiz runs out, then the warnings show and it is submitted automatically and accepted', async ({ browser, request }) => {
    const quiz = await publishMixedQuiz(request, 'Tim Timer', 60);
    // Its questions are not public: the answer page gets them with the start, when the clock starts.
    expect((await request.get(`/api/quizzes/${quiz.id}/questions`)).status()).toBe(403);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await signInAs(page, 'Clara Clock');
    await page.goto(`/quiz/${quiz.urlSlug}`);
    await passStartCard(page);
    await expect(page.getByRole('timer')).toHaveText(/01:00|00:59/);
    await page.getByRole('radio', { name: /Porto$/ }).check();

    await page.clock.fastForward('00:31');
    await expect(toastTitled(page, QUIZ_SCREEN_MESSAGES.timeWarningTitle)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveAttribute('data-tone', 'danger');
    await page.clock.fastForward('00:20');
    await expect(toastTitled(page, QUIZ_SCREEN_MESSAGES.finalWarningTitle)).toBeVisible();
    await page.clock.fastForward('00:10');
    await expect(page).toHaveURL(/\/results\/\d+\/[0-9a-f-]{36}$/);
    await expect(toastTitled(page, QUIZ_SCREEN_MESSAGES.timeUpTitle)).toBeVisible();
    // One right answer of four; the unanswered ones count as empty and incorrect.
    await expect(page.getByText('1/4', { exact: true })).toBeVisible();
    await context.close();
  });

  test('When the code is unknown, then Quiz Not Found offers the two ways on', async ({ page }) => {
    await signInAs(page, 'Nora Notfound');
    await page.goto('/quiz/code/ZZZZZZ');
    await expect(page.getByRole('heading', { name: QUIZ_MESSAGES.quizNotFound })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Find a Quiz' }).click();
    await expect(page).toHaveURL(/\/find-quiz$/);
  });
});
