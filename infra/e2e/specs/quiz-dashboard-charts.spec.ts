import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_CHART_TEXTS, QUIZ_MESSAGES, SCORE_BANDS, scoreBandLabel } from '@quizlink/contracts/quiz';
import { MIXED_QUESTIONS, answerByApi, expectAccessible, publishMixedQuiz } from '../support/quiz-experience.ts';

const FIRST = MIXED_QUESTIONS[0]!;
/** The first paint of a remote's page on a busy machine (the stack shares its cores with the browser). */
const PAGE_LOAD_MS = 30_000;

/** The numbers behind a chart, read from its table (opened with its toggle): label → value. */
async function numbersOf(page: Page, chartName: string): Promise<Record<string, string>> {
  const chart = page.locator('.ql-chart').filter({ has: page.getByRole('img', { name: chartName }) });
  const toggle = chart.locator('details');
  if (!(await toggle.evaluate((d: HTMLDetailsElement) => d.open))) await chart.getByText(DASHBOARD_CHART_TEXTS.showNumbers).click();
  const rows = await chart.locator('tbody tr').all();
  return Object.fromEntries(await Promise.all(rows.map(async (row) => [await row.locator('th').innerText(), await row.locator('td').innerText()])));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`The dashboard charts at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('When a second browser answers, then the charts appear on the open dashboard and move with the next answer', async ({ browser, page, request }) => {
      const quiz = await publishMixedQuiz(request, 'Cara Chart');
      await page.goto(`/dashboard/${quiz.dashboardToken}`);
      await expect(page.getByText('Updating live')).toBeVisible({ timeout: PAGE_LOAD_MS });
      const performance = page.getByRole('list', { name: 'Question performance' });
      // Before anyone answers: neutral, not "0% correct · mostly missed".
      await expect(performance.getByText(DASHBOARD_CHART_TEXTS.noAnswersYet)).toHaveCount(MIXED_QUESTIONS.length);
      await expect(page.getByText(/mostly missed/)).toHaveCount(0);
      await expect(page.getByRole('img', { name: DASHBOARD_CHART_TEXTS.scoreChart })).toHaveCount(0);
      await expectAccessible(page);

      const friend = await browser.newContext();
      await answerByApi(friend.request, quiz, 'Fay First', [0, 0, 1, 1]);
      const scores = page.getByRole('img', { name: DASHBOARD_CHART_TEXTS.scoreChart });
      await expect(scores).toBeVisible({ timeout: 5000 });
      await expect(page.getByRole('img', { name: DASHBOARD_CHART_TEXTS.attemptsChart('hour') })).toBeVisible();
      const answers = page.getByRole('img', { name: DASHBOARD_CHART_TEXTS.answersChart(FIRST.text) });
      await expect(answers).toBeVisible();
      await expect(answers.locator('.ql-chart__datum--highlight .ql-chart__label')).toHaveText(`${FIRST.options[0]} (${DASHBOARD_CHART_TEXTS.rightAnswer})`);
      expect((await numbersOf(page, DASHBOARD_CHART_TEXTS.scoreChart))[scoreBandLabel(SCORE_BANDS[2]!)]).toBe('1');

      await answerByApi(friend.request, quiz, 'Gus Second', [1, 0, 0, 0]);
      // 2/4 then 3/4: the 40–59% and 60–79% bands; both attempts in the attempts-over-time chart.
      await expect(page.getByRole('img', { name: DASHBOARD_CHART_TEXTS.scoreChart }).locator('.ql-chart__value')).toHaveText(['1', '1'], { timeout: 5000 });
      const perTime = Object.values(await numbersOf(page, DASHBOARD_CHART_TEXTS.attemptsChart('hour')));
      expect(perTime.reduce((sum, n) => sum + Number(n), 0)).toBe(2);
      const firstAnswers = await numbersOf(page, DASHBOARD_CHART_TEXTS.answersChart(FIRST.text));
      expect([firstAnswers[`${FIRST.options[0]} (${DASHBOARD_CHART_TEXTS.rightAnswer})`], firstAnswers[FIRST.options[1]!]]).toEqual(['1', '1']);
      const bands = await numbersOf(page, DASHBOARD_CHART_TEXTS.scoreChart);
      expect([bands[scoreBandLabel(SCORE_BANDS[2]!)], bands[scoreBandLabel(SCORE_BANDS[3]!)]]).toEqual(['1', '1']);
      await expect(performance.getByText(DASHBOARD_CHART_TEXTS.answeredOfSeen(2, 2)).first()).toBeVisible();
      await friend.close();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
    });

    test('When a dashboard link is cut short or malformed, then Dashboard Not Found shows', async ({ page }) => {
      for (const path of ['/dashboard', '/dashboard/abc', '/dashboard/%20%20']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: QUIZ_MESSAGES.dashboardNotFoundTitle })).toBeVisible({ timeout: PAGE_LOAD_MS });
      }
    });
  });
}
