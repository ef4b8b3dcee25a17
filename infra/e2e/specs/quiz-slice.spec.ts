import { expect, test } from '@playwright/test';
import { answerAsNewVisitor, publishQuiz } from '../support/quiz-flows.ts';

test.describe('One quiz end to end through shell → remote → gateway → services → events → dashboard', () => {
  test('When a creator publishes five questions and two friends answer by code and by slug, then results, leaderboard and dashboard show both attempts', async ({ browser }) => {
    // Three people's whole journeys (publish, two quizzes answered, the dashboard) in one test.
    test.setTimeout(180_000);
    const creator = await (await browser.newContext()).newPage();
    const quiz = await publishQuiz(creator, 'Ana María');
    expect(quiz.accessCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(quiz.quizLink).toMatch(/\/quiz\/[a-z0-9]{1,15}-[a-z0-9]{4}\d{4}$/);

    // Bob answers by code and gets everything right; Chloé answers by slug and gets three right.
    const bob = await answerAsNewVisitor(browser, quiz.codeLink, 'Bob', () => 0);
    await expect(bob.getByText('5 / 5').or(bob.getByText('5/5')).first()).toBeVisible();
    await expect(bob.getByText("Perfect score! You're absolutely incredible!")).toBeVisible();

    const chloe = await answerAsNewVisitor(browser, quiz.quizLink, 'Chloé', (i) => (i < 3 ? 0 : 1));
    await expect(chloe.getByText('60%').first()).toBeVisible();
    const board = chloe.getByRole('table');
    await expect(board.getByRole('row')).toHaveCount(3); // header + two attempts
    await expect(board.getByRole('row').nth(1)).toContainText('Bob');
    await expect(board.getByRole('row').nth(2)).toContainText('Chloé');
    await expect(board.getByRole('row').nth(2)).toContainText('You');

    // The dashboard is fed by attempt.submitted events (Kafka in the distributed run).
    await creator.goto(quiz.dashboardLink);
    await expect(async () => {
      await creator.getByRole('button', { name: 'Refresh' }).click();
      await expect(creator.getByText('Attempts').locator('xpath=following-sibling::dd[1]')).toHaveText('2', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(creator.getByText('Top score').locator('xpath=following-sibling::dd[1]')).toHaveText('100%');
    await expect(creator.getByText('Average score').locator('xpath=following-sibling::dd[1]')).toHaveText('80%');
  });

  test('When the answer key is asked for by a taker, then no response carries correct answers or the dashboard token', async ({ browser, request }) => {
    const creator = await (await browser.newContext()).newPage();
    const quiz = await publishQuiz(creator, 'Secretive Sam');
    const token = quiz.dashboardLink.split('/').pop() as string;
    for (const path of [`/api/quizzes/${quiz.quizId}`, `/api/quizzes/code/${quiz.accessCode}`, `/api/quizzes/${quiz.quizId}/questions`, `/api/quizzes/${quiz.quizId}/attempts/leaderboard`]) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const text = await res.text();
      expect(text).not.toContain('correctAnswers');
      expect(text).not.toContain(token);
    }
    expect((await request.get(`/internal/quizzes/${quiz.quizId}/answer-key`)).headers()['content-type']).not.toContain('json');
    // Everyone's attempts and the open-ended answers are the creator's: without the token, 401.
    expect((await request.get(`/api/quizzes/${quiz.quizId}/attempts`)).status()).toBe(401);
    expect((await request.get(`/api/quizzes/${quiz.quizId}/open-ended-answers`)).status()).toBe(401);
    expect((await request.get(`/api/quizzes/${quiz.quizId}/attempts`, { headers: { 'x-dashboard-token': token } })).status()).toBe(200);
  });
});
