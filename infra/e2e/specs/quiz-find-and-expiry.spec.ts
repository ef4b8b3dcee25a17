import { expect, test } from '@playwright/test';
import { QUIZ_MESSAGES, quizExpiredMessage } from '@quizlink/contracts/quiz';
import { loginToInbox } from '../support/admin-flows.ts';
import { expireQuiz } from '../support/expire-quiz.ts';
import { expectAccessible, publishMixedQuiz, signInAs, toastTitled } from '../support/quiz-experience.ts';

test.describe('Finding a quiz, the test page and expiry', () => {
  test('When a visitor uses Find a Quiz, then blank input is refused and a link, a code or a slug each lead to the quiz', async ({ page, request }) => {
    const quiz = await publishMixedQuiz(request, 'Finn Finder');
    await signInAs(page, 'Seeker Sue');
    await page.goto('/find-quiz');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Find Quiz' }).click();
    await expect(toastTitled(page, QUIZ_MESSAGES.linkRequiredTitle)).toBeVisible();
    await expect(page.getByText(QUIZ_MESSAGES.linkRequiredBody)).toBeVisible();

    for (const [typed, landing] of [
      [`http://example.test/quiz/${quiz.urlSlug}`, `/quiz/${quiz.urlSlug}`],
      [quiz.accessCode, `/quiz/code/${quiz.accessCode}`],
      [` ${quiz.urlSlug} `, `/quiz/${quiz.urlSlug}`],
    ] as const) {
      await page.goto('/find-quiz');
      await page.getByLabel('Quiz link or code').fill(typed);
      await page.getByRole('button', { name: 'Find Quiz' }).click();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByRole('heading', { name: 'Which city do I live in?' })).toBeVisible();
    }
  });

  test('When the test page is opened without an admin sign-in, then it lists nothing and offers the sign-in', async ({ page, request }) => {
    const quiz = await publishMixedQuiz(request, 'Nina Nosy');
    await signInAs(page, 'Nina Nosy');
    await page.goto('/test-quiz-lookup');
    await expect(page.getByText('The list of existing quizzes needs an admin sign-in.')).toBeVisible();
    await expect(page.getByText(quiz.accessCode)).toHaveCount(0);
    const list = await request.get('/api/quizzes');
    expect(list.status()).toBe(403);
    expect(await list.text()).not.toContain(quiz.accessCode);
    await page.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('When the admin uses the test page, then existing quizzes are listed and Go opens the built URL', async ({ page, request }) => {
    const quiz = await publishMixedQuiz(request, 'Tess Tester');
    await loginToInbox(page);
    await signInAs(page, 'Tess Tester');
    await page.goto('/test-quiz-lookup');
    await page.getByRole('button', { name: new RegExp(`${quiz.urlSlug}`) }).click();
    await expect(page.getByLabel('Quiz URL')).toHaveValue(new RegExp(`/quiz/${quiz.urlSlug}$`));
    await page.getByLabel('Access code').check();
    await page.getByRole('textbox', { name: 'Access code' }).fill(quiz.accessCode.toLowerCase());
    await expect(page.getByLabel('Quiz URL')).toHaveValue(new RegExp(`/quiz/code/${quiz.accessCode}$`));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/quiz/code/${quiz.accessCode}$`));
    await expect(page.getByRole('heading', { name: 'Which city do I live in?' })).toBeVisible();
  });

  test('When a quiz is past its lifetime, then its links and dashboard show Quiz Expired', async ({ page, request }) => {
    const quiz = await publishMixedQuiz(request, 'Old Otto');
    test.skip(!(await expireQuiz(quiz.accessCode)), "the stack's quiz database was not reachable from the test (neither an embedded SQLite file nor DATABASE_URL)");
    await signInAs(page, 'Late Larry');
    await page.goto(`/quiz/code/${quiz.accessCode}`);
    await expect(page.getByRole('heading', { name: QUIZ_MESSAGES.quizExpiredTitle })).toBeVisible();
    await expect(page.getByText(quizExpiredMessage(7))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find a Quiz' })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/dashboard/${quiz.dashboardToken}`);
    await expect(page.getByRole('heading', { name: QUIZ_MESSAGES.quizExpiredTitle })).toBeVisible();
  });
});
