import { expect, test, type Page, type Route } from '@playwright/test';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { ESSAY_QUESTION, expectAccessible, publishMixedQuiz, signInAs } from '../support/quiz-experience.ts';

const SUBMISSIONS = '**/api/quiz-attempts';
const RESULTS_URL = /\/results\/\d+\/[0-9a-f-]{36}$/;

/** Answers the mixed quiz: Porto, Coffee, Tennis, Spring (3 of 4 right) and an essay, then Submit. */
async function answerAndSubmit(page: Page): Promise<void> {
  for (const pick of ['Porto', 'Coffee', 'Tennis', 'Spring']) {
    await page.getByRole('radio', { name: new RegExp(`${pick}$`) }).check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: ESSAY_QUESTION })).toBeVisible();
  await page.getByLabel('Your answer').fill('Patient and kind');
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Lets the first submission reach the server (it is stored) and then loses its answer with `lose`,
 * as a gateway timing out on a stalled database, or a dropped connection, would; later ones pass.
 * Records each submission's Idempotency-Key.
 */
async function loseFirstAnswer(page: Page, lose: (route: Route) => Promise<void>): Promise<{ keys: string[]; storedStatus: number[] }> {
  const keys: string[] = [];
  const storedStatus: number[] = [];
  await page.route(SUBMISSIONS, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    const reached = await route.fetch();
    storedStatus.push(reached.status());
    await lose(route);
  });
  return { keys, storedStatus };
}

async function storedAttempts(request: Page['request'], quiz: { id: number; dashboardToken: string }): Promise<unknown[]> {
  const res = await request.get(`/api/quizzes/${quiz.id}/attempts`, { headers: { 'x-dashboard-token': quiz.dashboardToken } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data;
}

test.describe('A submission whose answer is lost', () => {
  test('When the attempt is stored but the browser gets a 504, then the page retries with the same key, the taker lands on their results and one attempt is stored', async ({ browser, request }) => {
    const quiz = await publishMixedQuiz(request, 'Rhea Retry');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, 'Gus Gateway');
    const seen = await loseFirstAnswer(page, (route) =>
      route.fulfill({
        status: 504,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: HTTP_ERRORS.gatewayUpstreamTimeout.code, message: HTTP_ERRORS.gatewayUpstreamTimeout.message, requestId: 'e2e-lost' } }),
      }),
    );
    await page.goto(`/quiz/code/${quiz.accessCode}`);
    await answerAndSubmit(page);

    await expect(page).toHaveURL(RESULTS_URL);
    expect(seen.storedStatus).toEqual([201]);
    expect(seen.keys).toHaveLength(2);
    expect(seen.keys[1]).toBe(seen.keys[0]);
    expect(seen.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The results open with the secret of the retried answer: the taker's own score and answers.
    await expect(page.getByText('3/4', { exact: true })).toBeVisible();
    await expect(page.getByText('Patient and kind')).toBeVisible();
    await expectAccessible(page);
    expect(await storedAttempts(request, quiz)).toHaveLength(1);
    await context.close();
  });

  test('When the attempt is stored but the connection drops before the answer, then the retry with the same key opens the results and one attempt is stored', async ({ browser, request }) => {
    const quiz = await publishMixedQuiz(request, 'Rhea Reset');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, 'Nell Network');
    const seen = await loseFirstAnswer(page, (route) => route.abort('connectionreset'));
    await page.goto(`/quiz/code/${quiz.accessCode}`);
    await answerAndSubmit(page);

    await expect(page).toHaveURL(RESULTS_URL);
    expect(seen.storedStatus).toEqual([201]);
    expect(seen.keys).toEqual([seen.keys[0], seen.keys[0]]);
    await expect(page.getByText('3/4', { exact: true })).toBeVisible();
    expect(await storedAttempts(request, quiz)).toHaveLength(1);
    await context.close();
  });
});
