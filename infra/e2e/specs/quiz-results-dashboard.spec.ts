import { expect, test, type Page } from '@playwright/test';
import { ATTEMPT_MESSAGES, SCORE_MESSAGES } from '@quizlink/contracts/attempt';
import { QUIZ_EXPERIENCE_MESSAGES, QUIZ_MESSAGES, QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts/quiz';
import { answerByApi, ESSAY_QUESTION, expectAccessible, keepAttemptSecret, publishMixedQuiz, signInAs } from '../support/quiz-experience.ts';

const statOf = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

test.describe('Results and the creator dashboard, live', () => {
  test('When a friend submits from another browser, then the open results page updates without a reload', async ({ browser, request }) => {
    const quiz = await publishMixedQuiz(request, 'Leo Leader');
    await answerByApi(request, quiz, 'Early Eva', [0, 0, 0, 0]);
    const mine = await answerByApi(request, quiz, 'Mia Middle', [0, 0, 1, 1]);

    // A stranger with the link (no secret in their browser) sees Results Not Found, not Mia's answers.
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(`/results/${quiz.id}/${mine.id}`);
    await expect(stranger.getByRole('heading', { name: ATTEMPT_MESSAGES.resultsNotFoundTitle })).toBeVisible();
    await expect(stranger.getByText(ATTEMPT_MESSAGES.resultsNotFoundBody)).toBeVisible();
    await expect(stranger.getByText('Kind and curious')).toHaveCount(0);
    await stranger.context().close();

    const taker = await (await browser.newContext()).newPage();
    await signInAs(taker, 'Mia Middle');
    await keepAttemptSecret(taker, mine);
    await taker.goto(`/results/${quiz.id}/${mine.id}`);
    await expect(taker.getByText('2/4', { exact: true })).toBeVisible();
    await expect(taker.getByText(SCORE_MESSAGES.upTo60)).toBeVisible();
    const board = taker.getByRole('table');
    await expect(board.getByRole('row').nth(2)).toContainText('Mia Middle');
    await expect(board.getByRole('row').nth(2)).toContainText('(You)');
    await expect(taker.getByText('Updating live as friends answer.')).toBeVisible();
    await expectAccessible(taker);

    const friend = await browser.newContext();
    await answerByApi(friend.request, quiz, 'Zed Zoom', [0, 0, 0, 1]);
    await expect(board.getByRole('row').nth(2)).toContainText('Zed Zoom', { timeout: 5000 });
    await expect(board.getByRole('row').nth(3)).toContainText('Mia Middle');
    await expect(taker.getByText('3 players so far')).toBeVisible();
    await friend.close();

    // A reload keeps the results: the secret stays in this browser, never in the URL.
    await taker.reload();
    await expect(taker.getByText('2/4', { exact: true })).toBeVisible();
    await expect(board.getByRole('row').nth(3)).toContainText('(You)');
    expect(taker.url()).not.toContain(mine.attemptSecret);

    // The browser's back button goes home from the results.
    await taker.goBack();
    await expect(taker).toHaveURL(/\/$/);
  });

  test('When the creator opens the dashboard, then stats, per-question results and open-ended answers show, update live, export and delete', async ({ browser, request }) => {
    const quiz = await publishMixedQuiz(request, 'Dora Dash');
    await answerByApi(request, quiz, 'Ann Able', [0, 0, 0, 0], 'Generous');
    await answerByApi(request, quiz, 'Ben Bold', [0, 1, 1, 1], 'Funny');

    const context = await browser.newContext({ acceptDownloads: true });
    const creator = await context.newPage();
    await creator.goto(`/dashboard/${quiz.dashboardToken}`);
    await expect(statOf(creator, 'Attempts')).toHaveText('2');
    await expect(statOf(creator, 'Average score')).toHaveText('63%');
    await expect(statOf(creator, 'Top score')).toHaveText('100%');
    const performance = creator.getByRole('list', { name: 'Question performance' });
    await expect(performance.getByText(/100% correct \(2\)/)).toBeVisible();
    await expect(performance.getByText(/50% correct \(1\)/).first()).toBeVisible();
    const openEnded = creator.getByRole('region', { name: ESSAY_QUESTION });
    await expect(openEnded.getByText('Generous')).toBeVisible();
    await expect(openEnded.getByText('Funny')).toBeVisible();
    await expect(creator.getByText('Updating live')).toBeVisible();
    await expectAccessible(creator);

    // A new attempt shows within moments, without pressing Refresh.
    await answerByApi(request, quiz, 'Cid Late', [1, 1, 1, 1], 'Quiet');
    await expect(statOf(creator, 'Attempts')).toHaveText('3', { timeout: 3000 });
    await expect(performance.getByText(/Most common answer: Golf \(2\) — incorrect/)).toBeVisible();
    await expect(openEnded.getByText('Quiet')).toBeVisible();

    await creator.getByRole('button', { name: 'Refresh' }).click();
    await expect(creator.locator('.ql-toast__title', { hasText: QUIZ_SCREEN_MESSAGES.refreshed })).toBeVisible();

    const [download] = await Promise.all([creator.waitForEvent('download'), creator.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`quiz-${quiz.id}-attempts.csv`);
    const csv = (await import('node:fs')).readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n').filter(Boolean)).toHaveLength(4);
    expect(csv).toContain('Cid Late');

    await creator.getByRole('button', { name: 'Delete Quiz' }).click();
    await creator.getByRole('button', { name: 'Yes, delete it now' }).click();
    await expect(creator).toHaveURL(/\/$/);
    expect((await request.get(`/api/quizzes/code/${quiz.accessCode}`)).status()).toBe(404);
    await creator.goto(`/dashboard/${quiz.dashboardToken}`);
    await expect(creator.getByRole('heading', { name: QUIZ_MESSAGES.dashboardNotFoundTitle })).toBeVisible();
    await context.close();
  });

  test('When every question is open-ended, then the taker sees no score and the creator an Essay Quiz', async ({ browser, request }) => {
    const user = await request.post('/api/users', { data: { username: 'Essa Essay' } });
    const created = await request.post('/api/quizzes', {
      data: { creatorId: (await user.json()).id, creatorName: 'Essa Essay', questions: [1, 2, 3, 4, 5].map((n) => ({ text: `Tell me ${n}`, type: 'open-ended' })) },
    });
    const quiz = (await created.json()) as { id: number; dashboardToken: string; urlSlug: string };
    const page = await (await browser.newContext()).newPage();
    await signInAs(page, 'Wren Writer');
    await page.goto(`/quiz/${quiz.urlSlug}`);
    for (let n = 1; n <= 5; n += 1) {
      await page.getByLabel('Your answer').fill(`Answer ${n}`);
      await page.getByRole('button', { name: n === 5 ? 'Submit' : 'Next' }).click();
    }
    await expect(page.getByText(SCORE_MESSAGES.noScoredQuestions)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto(`/dashboard/${quiz.dashboardToken}`);
    await expect(statOf(page, QUIZ_EXPERIENCE_MESSAGES.quizType)).toHaveText(QUIZ_EXPERIENCE_MESSAGES.essayQuiz);
    await expect(page.getByRole('region', { name: 'Tell me 3' }).getByText('Answer 3')).toBeVisible();
  });
});
